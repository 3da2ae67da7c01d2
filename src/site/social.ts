/**
 * The name of the network a profile address belongs to, from its host: www.facebook.com →
 * Facebook, nextdoor.com → Nextdoor. Names written in mixed case are looked up, since the host
 * cannot say where the capitals go.
 */
export function networkName(profileUrl: string): string {
  const labels = new URL(profileUrl).hostname.split('.');
  const name = labels.length > 1 ? labels[labels.length - 2]! : labels[0]!;
  return MIXED_CASE[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
}

// Brand names, not texts of the site: spelled as each company spells itself. g.page and goo.gl are Google's short links.
const MIXED_CASE: Readonly<Record<string, string>> = {
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  homeadvisor: 'HomeAdvisor',
  bbb: 'BBB',
  g: 'Google',
  goo: 'Google',
};
