import { webAddress } from '../config/web-address.js';

/**
 * The name of the network a profile address belongs to, from its host: www.facebook.com →
 * Facebook, nextdoor.com → Nextdoor. Names written in mixed case are looked up, since the host
 * cannot say where the capitals go.
 */
export function networkName(profileUrl: string): string {
  const labels = webAddress(profileUrl).hostname.split('.');
  // yelp.co.uk, yelp.com.au: the name stands before a country's own second-level domain.
  const countrySuffix = labels.length > 2 && /^[a-z]{2}$/.test(labels.at(-1)!) && /^(co|com|net|org)$/.test(labels.at(-2)!);
  const name = labels.at(countrySuffix ? -3 : -2) ?? labels[0]!;
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
