import { Extension } from '@tiptap/core';

/**
 * The class a block carries is kept (the home page guides style lists, notes, the glossary and
 * the questions' box by class; the server decides which classes stay). A paragraph split in two
 * keeps it on the first half only.
 */
export const GuideClasses = Extension.create({
  name: 'guideClasses',
  addGlobalAttributes: () => [
    {
      types: ['paragraph', 'bulletList', 'orderedList', 'definitionList', 'detailsGroup'],
      attributes: {
        class: {
          default: null,
          keepOnSplit: false,
          parseHTML: (element) => element.getAttribute('class') || null,
          renderHTML: (attributes) => (attributes.class ? { class: attributes.class } : {}),
        },
      },
    },
  ],
});
