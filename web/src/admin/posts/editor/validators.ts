import { maxLength, required } from 'react-admin';
import { META_DESCRIPTION_MAX } from '../../../../../common/constants.ts';
import { FIELD_MESSAGES, IMAGE_MESSAGES } from '../../../../../common/messages.ts';

/** The post form rules (title, slug, content, publish date), module-level so every render shares them. */
export const validateTitle = required(FIELD_MESSAGES.titleRequired);
export const validateSlug = required(FIELD_MESSAGES.slugRequired);
export const validateMetaDescription = maxLength(META_DESCRIPTION_MAX, FIELD_MESSAGES.metaDescriptionTooLong);

/** Content counts as empty when it has no text and no image. */
export const validateContent = (value: unknown) => {
  const html = typeof value === 'string' ? value : '';
  const hasText = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
  return hasText || /<img\b/i.test(html) ? undefined : FIELD_MESSAGES.contentRequired;
};

/** A featured image goes public only with its alt text; a draft may wait for it. */
export const validateFeaturedImageAlt = (value: unknown, values: { featuredImage?: unknown; publishStatus?: unknown } = {}) => {
  const goesPublic = values.publishStatus === 'published' || values.publishStatus === 'scheduled';
  const hasImage = typeof values.featuredImage === 'string' && values.featuredImage.trim() !== '';
  return goesPublic && hasImage && String(value ?? '').trim() === '' ? IMAGE_MESSAGES.featuredImageAltRequired : undefined;
};

/** How many images in the HTML have no alt text, or only spaces for one. */
export function countImagesWithoutAlt(html: string): number {
  if (!/<img\b/i.test(html)) return 0;
  // A parsed document is inert: nothing in it loads.
  const images = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img');
  return [...images].filter((img) => !img.getAttribute('alt')?.trim()).length;
}
