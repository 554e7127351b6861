import { FIELD_MESSAGES } from '../../../../../common/messages.ts';

/** Content counts as empty when it has no text and no image. */
export const validateContent = (value: unknown) => {
  const html = typeof value === 'string' ? value : '';
  const hasText = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
  return hasText || /<img\b/i.test(html) ? undefined : FIELD_MESSAGES.contentRequired;
};

/** How many images in the HTML have no alt text, or only spaces for one. */
export function countImagesWithoutAlt(html: string): number {
  if (!/<img\b/i.test(html)) return 0;
  // A parsed document is inert: nothing in it loads.
  const images = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img');
  return [...images].filter((img) => !img.getAttribute('alt')?.trim()).length;
}
