import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SECTIONS } from '../../../../../api/src/homepage/defaultSections.ts';
import { sanitizeHomeHtml } from '../../../../../api/src/homepage/sanitize.ts';
import { EDITOR_EXTENSIONS } from './editorExtensions.ts';
import { savedHtml } from './savedMarkup.ts';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

/** The rich editor as the back office sets it up, holding the given HTML. */
function editorWith(html: string): Editor {
  const editor = new Editor({ extensions: EDITOR_EXTENSIONS, content: html });
  editors.push(editor);
  return editor;
}

/** Every piece of HTML the seeded home page guides hold, found by the markup it contains. */
function seededHtml(marker: string): string {
  const pieces = DEFAULT_SECTIONS.flatMap((section) => [section.text ?? '', ...(section.columns ?? []).map((column) => column.html)]);
  const found = pieces.find((html) => html.includes(marker));
  if (!found) throw new Error(`no seeded guide holds ${marker}`);
  return found;
}

/** Opening a guide in the editor and saving it unchanged stores the same HTML. */
function expectRoundTrip(html: string) {
  const saved = savedHtml(editorWith(html).getHTML());
  expect(saved).toBe(html);
  expect(sanitizeHomeHtml(saved)).toBe(html);
}

describe('a seeded guide opened in the rich editor and saved unchanged', () => {
  it('keeps the glossary as a definition list with its class', () => {
    const html = seededHtml('<dl class="glossary">');
    expectRoundTrip(html);
    expect(html).toContain('<dt>Dink</dt><dd>');
  });

  it('keeps the questions that open, each with its summary, in their group', () => {
    const html = seededHtml('<details>');
    expectRoundTrip(html);
    expect(html).toContain('<div class="faq"><details><summary>Is pickleball hard to learn?</summary><p>');
  });

  it.each(['<ol class="tips">', '<ul class="check-list">', '<ul class="pill-list">', '<p class="note">'])('keeps %s', (marker) => {
    expectRoundTrip(seededHtml(marker));
  });

  it('keeps every seeded guide as it is', () => {
    for (const section of DEFAULT_SECTIONS) {
      for (const html of [section.text ?? '', ...(section.columns ?? []).map((column) => column.html)].filter(Boolean)) expectRoundTrip(html);
    }
  });
});

/** What the server stores when the editor's document is saved. */
const stored = (editor: Editor) => sanitizeHomeHtml(savedHtml(editor.getHTML()));

/** Where the given words end in the document. */
function after(editor: Editor, words: string): number {
  let caret = -1;
  editor.state.doc.descendants((node, position) => {
    const at = node.isText ? (node.text ?? '').indexOf(words) : -1;
    if (at >= 0 && caret < 0) caret = position + at + words.length;
  });
  expect(caret).toBeGreaterThan(0);
  return caret;
}

/** Puts the caret right after the given words and types the text there, as an editor would. */
function typeAfter(editor: Editor, words: string, text: string) {
  editor.chain().setTextSelection(after(editor, words)).insertContent(text).run();
}

/** Presses a key in the writing area (through the editor's key handling, as a person would). */
function press(editor: Editor, key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  editor.view.someProp('handleKeyDown', (handle) => handle(editor.view, event));
}

describe('editing inside the guides\' structure', () => {
  it('changes a glossary term and its description, keeping the list', () => {
    const html = seededHtml('<dl class="glossary">');
    const editor = editorWith(html);
    typeAfter(editor, 'Volley', ' (any shot)');
    typeAfter(editor, 'before it bounces', ' on your side');
    expect(stored(editor)).toBe(html.replace('<dt>Volley</dt><dd>Hitting the ball before it bounces.', '<dt>Volley (any shot)</dt><dd>Hitting the ball before it bounces on your side.'));
  });

  it('changes a question and its answer, keeping them in their box', () => {
    const html = seededHtml('<details>');
    const editor = editorWith(html);
    typeAfter(editor, 'Is pickleball hard to learn', ' at sixty');
    typeAfter(editor, 'No.', ' Not at all.');
    expect(stored(editor)).toBe(html.replace('learn?</summary><p>No.', 'learn at sixty?</summary><p>No. Not at all.'));
  });

  it('does not show a question folded while writing, so its answer can be edited', () => {
    const editor = editorWith(seededHtml('<details>'));
    expect(editor.view.dom.querySelector('details')).toBeNull();
    expect(editor.view.dom.querySelectorAll('[data-details] > [data-summary]')).toHaveLength(4);
  });

  it('adds a glossary entry with Enter (term, then description) and leaves the list on an empty line', () => {
    const editor = editorWith('<dl class="glossary"><dt>Dink</dt><dd>A soft shot.</dd></dl>');
    editor.commands.setTextSelection(after(editor, 'A soft shot.'));
    press(editor, 'Enter');
    editor.commands.insertContent('Lob');
    press(editor, 'Enter');
    editor.commands.insertContent('A high, deep shot.');
    press(editor, 'Enter');
    press(editor, 'Enter');
    editor.commands.insertContent('More soon.');
    expect(stored(editor)).toBe('<dl class="glossary"><dt>Dink</dt><dd>A soft shot.</dd><dt>Lob</dt><dd>A high, deep shot.</dd></dl><p>More soon.</p>');
  });

  it('adds an answer\'s paragraph with Enter at the end of its question', () => {
    const editor = editorWith('<div class="faq"><details><summary>Why?</summary><p>Because.</p></details></div>');
    editor.commands.setTextSelection(after(editor, 'Why?'));
    press(editor, 'Enter');
    editor.commands.insertContent('In short:');
    expect(stored(editor)).toBe('<div class="faq"><details><summary>Why?</summary><p>In short:</p><p>Because.</p></details></div>');
  });

  it('reads the value it stores back as the same document, so the caret stays put while typing', () => {
    // react-admin writes every stored value back into the editor, with these parse options.
    const editor = editorWith('<ul class="check-list"><li>One</li><li><p>Two</p><ul><li>Three</li></ul></li></ul>' + seededHtml('<dl class="glossary">') + seededHtml('<details>'));
    typeAfter(editor, 'One', '!');
    const before = editor.getJSON();
    editor.commands.setContent(savedHtml(editor.getHTML()), { emitUpdate: false, parseOptions: { preserveWhitespace: true } });
    expect(editor.getJSON()).toEqual(before);
  });

  it('reads any other <div> as its content, and a class only on the blocks that keep one', () => {
    expect(savedHtml(editorWith('<div class="wrap"><p>One</p></div><h2 class="big">Two</h2>').getHTML())).toBe('<p>One</p><h2>Two</h2>');
  });
});
