import { Node } from '@tiptap/core';

/**
 * While writing, a question shows open as a framed box (a closed <details> would hide the answer,
 * and a click on its summary would fold it): the stored HTML is still <details> and <summary>.
 */
function editingBox(role: 'details' | 'summary') {
  return () => () => {
    const dom = document.createElement('div');
    dom.setAttribute(`data-${role}`, '');
    return { dom, contentDOM: dom };
  };
}

/** A question that opens (the guides' FAQ): its summary line, then the answer's blocks. */
export const Details = Node.create({
  name: 'details',
  group: 'block',
  content: 'detailsSummary block+',
  defining: true,
  parseHTML: () => [{ tag: 'details' }],
  renderHTML: ({ HTMLAttributes }) => ['details', HTMLAttributes, 0],
  addNodeView: editingBox('details'),
});

export const DetailsSummary = Node.create({
  name: 'detailsSummary',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'summary' }],
  renderHTML: ({ HTMLAttributes }) => ['summary', HTMLAttributes, 0],
  addNodeView: editingBox('summary'),
});

/**
 * Questions kept together in one box (a <div> holding <details>, styled by its class). Any other
 * <div> is not kept: its content is read as if it were not there.
 */
export const DetailsGroup = Node.create({
  name: 'detailsGroup',
  group: 'block',
  content: 'block+',
  defining: true,
  parseHTML: () => [{ tag: 'div', getAttrs: (element) => (element.querySelector(':scope > details') ? null : false) }],
  renderHTML: ({ HTMLAttributes }) => ['div', HTMLAttributes, 0],
});
