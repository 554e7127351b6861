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
  on(event: string, handler: () => void): unknown;
  off(event: string, handler: () => void): unknown;
}

export interface ToolbarAction {
  key: string;
  label: string;
  /** Builds the command on a chain; null when the user cancelled a prompt. */
  command: (chain: Chain) => Chain | null;
  active?: (editor: EditorLike) => boolean;
}

/** The second question of Insert image. */
export const IMAGE_ALT_QUESTION = 'Describe the image for readers who cannot see it (alt text)';

const ask = (question: string) => {
  const answer = window.prompt(question);
  return answer && answer.trim() ? answer.trim() : null;
};

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
  {
    key: 'link',
    label: 'Insert link',
    command: (c) => {
      const href = ask('Enter the link URL');
      return href ? c.extendMarkRange('link').setLink({ href }) : null;
    },
    active: (e) => e.isActive('link'),
  },
  {
    key: 'image',
    label: 'Insert image',
    command: (c) => {
      const src = ask('Enter the image URL');
      if (!src) return null;
      // Alt text is asked with the image, as publishing needs it; Cancel inserts nothing.
      const alt = window.prompt(IMAGE_ALT_QUESTION);
      if (alt === null) return null;
      return c.setImage(alt.trim() ? { src, alt: alt.trim() } : { src });
    },
  },
  { key: 'codeBlock', label: 'Code block', command: (c) => c.toggleCodeBlock(), active: (e) => e.isActive('codeBlock') },
  { key: 'blockquote', label: 'Quote', command: (c) => c.toggleBlockquote(), active: (e) => e.isActive('blockquote') },
  { key: 'undo', label: 'Undo', command: (c) => c.undo() },
  { key: 'redo', label: 'Redo', command: (c) => c.redo() },
];
