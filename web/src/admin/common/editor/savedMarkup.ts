/** A list item holding one plain paragraph and nothing else, as TipTap writes every list item. */
const LONE_ITEM_PARAGRAPH = /<li><p>((?:(?!<\/p>).)*)<\/p><\/li>/gs;

/**
 * The HTML stored for the editor's document: a list item's lone paragraph is stored as the item's
 * own text (as the home page guides write it, whose lists are styled without paragraph margins).
 */
export function savedHtml(html: string): string {
  return html.includes('<li><p>') ? html.replace(LONE_ITEM_PARAGRAPH, '<li>$1</li>') : html;
}
