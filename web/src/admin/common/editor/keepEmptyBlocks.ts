import { Extension, type Editor } from '@tiptap/core';

/** A document that is one paragraph with nothing in it: the only one stored as ''. */
function isBlank(editor: Editor): boolean {
  const { doc } = editor.state;
  return doc.childCount === 1 && doc.firstChild?.type.name === 'paragraph' && doc.firstChild.content.size === 0;
}

/**
 * ra-input-rich-text stores '' whenever TipTap counts the document as empty, and writes a changed
 * value back into the editor. An empty heading, quote, list or code block counts as empty, so a
 * Markdown shortcut typed on an empty line ("## ", "> ", "```") was undone at once. While the editor
 * shows such a block, the value kept is its HTML ("Content is required" still applies to it).
 * Returns the extension that finds the editor, and the input's `parse`; one pair per editor.
 */
export function keepEmptyBlocks() {
  const seen: { editor: Editor | null } = { editor: null };
  const extension = Extension.create({
    name: 'keepEmptyBlocks',
    onCreate() {
      seen.editor = this.editor;
    },
    onDestroy() {
      if (seen.editor === this.editor) seen.editor = null;
    },
  });
  const parse = (value: string) => {
    const { editor } = seen;
    return value === '' && editor && !editor.isDestroyed && !isBlank(editor) ? editor.getHTML() : value;
  };
  return { extension, parse };
}
