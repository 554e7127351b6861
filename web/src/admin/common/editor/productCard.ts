import { Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    productCard: {
      /** Inserts the card of `kind/slug`. */
      insertProductCard: (product: string) => ReturnType;
    };
  }
}
import { PRODUCT_CARD_ATTRIBUTE, PRODUCT_CARD_REF } from '../../../../../common/gear.ts';

/**
 * A product card in a post: one block that names a product by `kind/slug` and is stored as
 * `<div data-product="paddle/the-slug"></div>`; the public page draws the card from the product's
 * published fields. While writing it shows as a framed line naming the product.
 */
export const ProductCard = Node.create({
  name: 'productCard',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: () => ({
    product: {
      default: null,
      parseHTML: (element) => element.getAttribute(PRODUCT_CARD_ATTRIBUTE),
      renderHTML: (attributes) => ({ [PRODUCT_CARD_ATTRIBUTE]: attributes.product as string }),
    },
  }),
  parseHTML: () => [{ tag: `div[${PRODUCT_CARD_ATTRIBUTE}]`, getAttrs: (element) => (PRODUCT_CARD_REF.test(element.getAttribute(PRODUCT_CARD_ATTRIBUTE) ?? '') ? null : false) }],
  renderHTML: ({ HTMLAttributes }) => ['div', HTMLAttributes],
  addCommands() {
    return {
      // A card is a block of the document itself: it goes after the top-level block holding the
      // cursor, never inside a quote or a list, so the public page can draw it between blocks.
      insertProductCard:
        (product: string) =>
        ({ state, chain }) => {
          const { $from } = state.selection;
          return chain()
            .insertContentAt($from.depth === 0 ? $from.pos : $from.after(1), { type: this.name, attrs: { product } })
            .run();
        },
    };
  },
  addNodeView: () => ({ node }) => {
    const dom = document.createElement('div');
    dom.setAttribute('data-product-card', '');
    dom.contentEditable = 'false';
    dom.textContent = `Product card: ${String(node.attrs.product)}`;
    return { dom };
  },
});

