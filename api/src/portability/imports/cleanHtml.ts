/** Gutenberg's block delimiters (`<!-- wp:paragraph -->`, `<!-- /wp:image -->`) carry no content. */
const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;
/** Shortcodes (`[caption id="x"]`, `[/caption]`, `[gallery ids="1,2"]`): tags dropped, what they wrap kept. */
const SHORTCODE = /\[\/?[a-z][\w-]*(?:\s[^\]]*)?\]/gi;
const BLOCK_TAG = /<(p|div|h[1-6]|ul|ol|li|blockquote|figure|table|pre|hr|iframe|section)[\s>/]/i;

/**
 * Another platform's post HTML made ready for the editor's sanitizer: block comments and
 * shortcodes removed, and text written without paragraphs (WordPress's classic editor keeps
 * blank lines) split into paragraphs.
 */
export function cleanImportedHtml(html: string): string {
  const stripped = html.replace(BLOCK_COMMENT, '').replace(SHORTCODE, '').trim();
  if (BLOCK_TAG.test(stripped)) return stripped;
  return stripped
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
