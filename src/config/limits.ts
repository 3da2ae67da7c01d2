/** Refuse bigger files at once: a real site.yaml is a few kilobytes; 10,000 towns fit in one. */
export const MAX_CONFIG_BYTES = 4 * 1024 * 1024;
/**
 * Values in a parsed site.yaml beyond this are an alias bomb expanded: 10,000 towns with every
 * optional key come to a few hundred thousand.
 */
export const MAX_CONFIG_VALUES = 2_000_000;
/**
 * The yaml library's budget for `*alias` use (aliases × the values each copies): the same bound as
 * the values counted on the quick road, so a file whose writer shared one list among 10,000 towns
 * reads on both roads, and an alias bomb on neither.
 */
export const MAX_ALIAS_EXPANSION = MAX_CONFIG_VALUES;
