import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '../../../../../api/src/posts/sanitize.ts';
import { EDITOR_EXTENSIONS } from './editorExtensions.ts';
import { savedHtml } from './savedMarkup.ts';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

function editorWith(html: string): Editor {
  const editor = new Editor({ extensions: EDITOR_EXTENSIONS, content: html });
  editors.push(editor);
  return editor;
}

/** What the post stores once the editor's HTML passes the server's sanitizer. */
const stored = (editor: Editor) => sanitizePostHtml(savedHtml(editor.getHTML()));

describe('a product card in the rich editor', () => {
  it('reopens from the stored post and saves back unchanged', () => {
    const html = '<p>Our pick:</p><div data-product="paddle/harbor-lane-tidewater-16"></div><p>Try it.</p>';
    const editor = editorWith(html);
    expect(editor.state.doc.child(1).type.name).toBe('productCard');
    expect(stored(editor)).toBe(html);
  });

  it('inserts the chosen product as a block after the one holding the cursor, even inside a quote', () => {
    const editor = editorWith('<blockquote><p>Quoted</p></blockquote><p>After</p>');
    editor.commands.setTextSelection(3);
    editor.chain().focus().insertProductCard('ball/outdoor-40').run();
    expect(stored(editor)).toBe('<blockquote><p>Quoted</p></blockquote><div data-product="ball/outdoor-40"></div><p>After</p>');
  });

  it('does not read another <div> or a malformed reference as a card', () => {
    const editor = editorWith('<div data-product="racket/x"></div><p>Text</p>');
    expect(stored(editor)).not.toContain('data-product');
  });
});
