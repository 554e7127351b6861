/**
 * How deep and how large markup may be: post content and SVG uploads alike. Checked by a linear
 * scan before any parser sees the text, so a bomb costs one pass over its bytes. Real posts and
 * drawings stay far below: the editor nests a few levels, a long article has a few thousand elements.
 */
export const MARKUP_MAX_DEPTH = 64;
export const MARKUP_MAX_ELEMENTS = 20_000;
