import type { Site } from '../site/site.js';

/** A language's name in that language, as a link to it is written: `Español`, `English`. */
export function languageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

export interface LanguageLink {
  code: string;
  name: string;
  href: string;
}

/**
 * The same page in each other language of the site, for the links above the header; `href` makes
 * the link from the page's path (a page shell's gives its slot as it is).
 */
export function otherLanguageLinks(site: Site, alternates: ReadonlyArray<{ language: string; sitePath: string }>, href = (sitePath: string) => site.urls.asset(sitePath)): LanguageLink[] {
  const current = site.config.site.language;
  return alternates
    .filter(({ language }) => language !== current)
    .map(({ language, sitePath }) => ({ code: language, name: languageName(language), href: href(sitePath) }));
}

/**
 * Links to the same page in the other languages, each in its own language (`Español` on an English
 * page), with `hreflang` and `lang`: plain links, so they work without JavaScript.
 */
export function LanguageLinks({ label, links }: { label: string; links: readonly LanguageLink[] }) {
  return (
    <nav className="language-links" aria-label={label}>
      <ul className="container">
        {links.map((link) => (
          <li key={link.code}>
            <a href={link.href} hrefLang={link.code} lang={link.code}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same page in every language and x-default, for search engines, in the head (see hreflangAlternates). */
export function AlternateLinks({ links }: { links: ReadonlyArray<{ hreflang: string; href: string }> }) {
  return (
    <>
      {links.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}
