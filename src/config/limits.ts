/** Refuse bigger files at once: a real site.yaml is a few kilobytes; 10,000 towns fit in one. */
export const MAX_CONFIG_BYTES = 4 * 1024 * 1024;
/** `&anchor` / `*alias` reuse beyond this is treated as an alias bomb, not a site. */
export const MAX_ALIAS_COUNT = 100;
/**
 * Values in a parsed site.yaml beyond this are an alias bomb expanded: 10,000 towns with every
 * optional key come to a few hundred thousand.
 */
export const MAX_CONFIG_VALUES = 2_000_000;
