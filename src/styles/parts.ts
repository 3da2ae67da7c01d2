// The stylesheet parts several kinds of page share, one file each in this folder. A kind's own
// stylesheet sits beside its module instead (templates/home.css) and is named `own` in its list.
export const SHARED_STYLE_PARTS = ['site', 'cards', 'faq', 'projects', 'prices'] as const;

export type SharedStylePart = (typeof SHARED_STYLE_PARTS)[number];
