import sanitizeHtml from 'sanitize-html';
import { PRODUCT_CARD_ATTRIBUTE, PRODUCT_CARD_REF } from '../../../common/gear.ts';

const ALIGN = [/^(left|right|center|justify)$/];

/** What the sanitizer stores on every link to another site. */
const EXTERNAL_REL = 'noopener noreferrer nofollow';


/**
 * What the post editor can produce, and nothing else: paragraphs, h1-h3, bold, italic, lists,
 * links, images, code blocks, quotes and text alignment. Scripts, styles, frames, event handlers
 * and javascript:/data: URLs are dropped.
 */
export const POST_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'img', 'pre', 'code', 'blockquote', 'hr'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => {
      const attrs: Record<string, string> = { ...attribs };
      // The site's own pages (and mail addresses) open in place and are followed by search
      // engines; another site's page opens in a new tab with no handle on this one and no endorsement.
      if (/^https?:\/\//i.test(attrs.href ?? '')) Object.assign(attrs, { target: '_blank', rel: EXTERNAL_REL });
      else {
        delete attrs.target;
        delete attrs.rel;
      }
      return { tagName, attribs: attrs };
    },
  },
};

/**
 * Stored content also keeps the editor's product card, `<div data-product="kind/slug"></div>`:
 * a <div> naming a product that way is kept with that attribute alone; any other <div> is dropped
 * and its content kept (as before). Not in POST_HTML_OPTIONS, which other sanitizers extend.
 */
const WITH_PRODUCT_CARDS: sanitizeHtml.IOptions = {
  ...POST_HTML_OPTIONS,
  allowedTags: [...(POST_HTML_OPTIONS.allowedTags || []), 'div'],
  allowedAttributes: { ...POST_HTML_OPTIONS.allowedAttributes, div: [PRODUCT_CARD_ATTRIBUTE] },
  transformTags: {
    ...POST_HTML_OPTIONS.transformTags,
    div: (tagName, attribs): sanitizeHtml.Tag => {
      const ref = attribs[PRODUCT_CARD_ATTRIBUTE]?.trim().toLowerCase() ?? '';
      return { tagName, attribs: PRODUCT_CARD_REF.test(ref) ? { [PRODUCT_CARD_ATTRIBUTE]: ref } : {} };
    },
  },
  // A <div> that names no product loses its tags, not its content.
  exclusiveFilter: (frame) => (frame.tag === 'div' && !frame.attribs[PRODUCT_CARD_ATTRIBUTE] ? 'excludeTag' : false),
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, WITH_PRODUCT_CARDS).trim();
}

/**
 * Saved content always says nofollow on links to other sites; the owner's setting is applied when
 * content is served (post and event JSON, static pages, RSS), so changing it reaches every
 * record at once. Without nofollow such links keep noopener and noreferrer.
 */
export function withNofollowSetting(html: string, nofollow: boolean): string {
  return nofollow ? html : html.replaceAll(` rel="${EXTERNAL_REL}"`, ' rel="noopener noreferrer"');
}
