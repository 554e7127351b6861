/**
 * The TipTap commands the toolbar runs, typed here so the toolbar does not depend on which
 * @tiptap/core copy declared them.
 */
export interface Chain {
  focus(): Chain;
  run(): boolean;
  toggleBold(): Chain;
  toggleItalic(): Chain;
  toggleHeading(attributes: { level: 1 | 2 | 3 }): Chain;
  toggleBulletList(): Chain;
  toggleOrderedList(): Chain;
  setTextAlign(alignment: 'left' | 'center' | 'right'): Chain;
  extendMarkRange(mark: string): Chain;
  setLink(attributes: { href: string }): Chain;
  unsetLink(): Chain;
  setImage(attributes: { src: string; alt?: string }): Chain;
  insertContent(content: Record<string, unknown>): Chain;
  insertProductCard(product: string): Chain;
  toggleCodeBlock(): Chain;
  toggleBlockquote(): Chain;
  undo(): Chain;
  redo(): Chain;
}

export interface EditorLike {
  chain(): unknown;
  can(): { chain(): unknown };
  isActive(name: string | Record<string, unknown>, attributes?: Record<string, unknown>): boolean;
  isEditable: boolean;
  getAttributes(name: string): Record<string, unknown>;
  state: { selection: { empty: boolean } };
  on(event: string, handler: () => void): unknown;
  off(event: string, handler: () => void): unknown;
}

/** The dialogs a toolbar button opens instead of running a command at once. */
export type ToolbarDialog = 'link' | 'image' | 'productCard';

export interface ToolbarAction {
  key: string;
  label: string;
  /** Builds the command on a chain. */
  command?: (chain: Chain) => Chain;
  /** Or opens a dialog that asks first. */
  opens?: ToolbarDialog;
  active?: (editor: EditorLike) => boolean;
}

/**
 * A full address of this site as the site path it names (`https://club.example/blog/x` is
 * `/blog/x`), so the link stays the site's own when the site moves; other addresses unchanged.
 */
export function sitePathOf(href: string, siteOrigin: string): string {
  const trimmed = href.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  const url = new URL(trimmed);
  return url.origin === siteOrigin ? `${url.pathname}${url.search}${url.hash}` : trimmed;
}

/** Links the selection to `href`; with nothing selected, inserts the address itself as the link. */
export function linkCommand(chain: Chain, href: string, nothingSelected: boolean): Chain {
  if (nothingSelected) return chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
  return chain.extendMarkRange('link').setLink({ href });
}

/** Inserts an image, with its alt text when there is one. */
export function imageCommand(chain: Chain, src: string, alt: string): Chain {
  return chain.setImage(alt.trim() ? { src: src.trim(), alt: alt.trim() } : { src: src.trim() });
}

/** Addresses a link may have: http(s), mail, a path of this site or an anchor on the page. */
export function isLinkAddress(value: string): boolean {
  const href = value.trim();
  if (href.startsWith('/')) return !href.startsWith('//');
  if (href.startsWith('#')) return href.length > 1;
  return /^(https?:\/\/[^\s/]+|mailto:\S+@\S+)/i.test(href);
}

export const toolbarActions: ToolbarAction[] = [
  { key: 'bold', label: 'Bold', command: (c) => c.toggleBold(), active: (e) => e.isActive('bold') },
  { key: 'italic', label: 'Italic', command: (c) => c.toggleItalic(), active: (e) => e.isActive('italic') },
  ...([1, 2, 3] as const).map((level) => ({
    key: `h${level}`,
    label: `Heading ${level}`,
    command: (c: Chain) => c.toggleHeading({ level }),
    active: (e: EditorLike) => e.isActive('heading', { level }),
  })),
  { key: 'bulletList', label: 'Bulleted list', command: (c) => c.toggleBulletList(), active: (e) => e.isActive('bulletList') },
  { key: 'orderedList', label: 'Numbered list', command: (c) => c.toggleOrderedList(), active: (e) => e.isActive('orderedList') },
  ...(['left', 'center', 'right'] as const).map((alignment) => ({
    key: `align-${alignment}`,
    label: `Align ${alignment}`,
    command: (c: Chain) => c.setTextAlign(alignment),
    active: (e: EditorLike) => e.isActive({ textAlign: alignment }),
  })),
  { key: 'link', label: 'Insert link', opens: 'link', active: (e) => e.isActive('link') },
  { key: 'image', label: 'Insert image', opens: 'image' },
  { key: 'productCard', label: 'Product card', opens: 'productCard' },
  { key: 'codeBlock', label: 'Code block', command: (c) => c.toggleCodeBlock(), active: (e) => e.isActive('codeBlock') },
  { key: 'blockquote', label: 'Quote', command: (c) => c.toggleBlockquote(), active: (e) => e.isActive('blockquote') },
  { key: 'undo', label: 'Undo', command: (c) => c.undo() },
  { key: 'redo', label: 'Redo', command: (c) => c.redo() },
];
