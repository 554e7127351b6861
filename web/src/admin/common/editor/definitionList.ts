import { type Editor, Node } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';

const TERM = 'definitionTerm';
const DESCRIPTION = 'definitionDescription';

/**
 * Enter in a glossary: at the end of a term it starts its description, at the end of a
 * description the next term; on an empty last line it leaves the list for a paragraph below it.
 * Elsewhere Enter splits the line as usual.
 */
function enterInList(editor: Editor): boolean {
  const { $from, empty } = editor.state.selection;
  const line = $from.parent;
  if (!empty || (line.type.name !== TERM && line.type.name !== DESCRIPTION)) return false;
  const list = $from.node(-1);
  if (line.content.size === 0) {
    if ($from.index(-1) !== list.childCount - 1) return false;
    return editor.commands.command(({ tr, dispatch }) => {
      if (!dispatch) return true;
      const paragraph = editor.schema.nodes.paragraph!.create();
      // The list's only line turns into the paragraph; a last line moves below the list as one.
      const only = list.childCount === 1;
      if (only) tr.replaceWith($from.before(-1), $from.after(-1), paragraph);
      else tr.delete($from.before(), $from.after()).insert($from.before() + 1, paragraph);
      tr.setSelection(TextSelection.create(tr.doc, (only ? $from.before(-1) : $from.before() + 1) + 1));
      return true;
    });
  }
  if ($from.parentOffset < line.content.size) return false;
  const next = editor.schema.nodes[line.type.name === TERM ? DESCRIPTION : TERM]!.create();
  return editor.commands.command(({ tr, dispatch }) => {
    if (dispatch) tr.insert($from.after(), next).setSelection(TextSelection.create(tr.doc, $from.after() + 1));
    return true;
  });
}

/** A definition list (the guides' glossary): terms and their descriptions, each a line of text. */
export const DefinitionList = Node.create({
  name: 'definitionList',
  group: 'block',
  content: `(${TERM} | ${DESCRIPTION})+`,
  defining: true,
  parseHTML: () => [{ tag: 'dl' }],
  renderHTML: ({ HTMLAttributes }) => ['dl', HTMLAttributes, 0],
  addKeyboardShortcuts() {
    return { Enter: ({ editor }) => enterInList(editor) };
  },
});

export const DefinitionTerm = Node.create({
  name: TERM,
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'dt' }],
  renderHTML: ({ HTMLAttributes }) => ['dt', HTMLAttributes, 0],
});

export const DefinitionDescription = Node.create({
  name: DESCRIPTION,
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'dd' }],
  renderHTML: ({ HTMLAttributes }) => ['dd', HTMLAttributes, 0],
});
