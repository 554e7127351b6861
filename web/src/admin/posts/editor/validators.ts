import { maxLength, required } from 'react-admin';
import { META_DESCRIPTION_MAX } from '../../../../../common/constants.ts';
import { FIELD_MESSAGES } from '../../../../../common/messages.ts';

/** The post rules of SPEC §5, module-level so every render shares them. */
export const validateTitle = required(FIELD_MESSAGES.titleRequired);
export const validateSlug = required(FIELD_MESSAGES.slugRequired);
export const validateMetaDescription = maxLength(META_DESCRIPTION_MAX, FIELD_MESSAGES.metaDescriptionTooLong);

/** Content counts as empty when it has no text and no image. */
export const validateContent = (value: unknown) => {
  const html = typeof value === 'string' ? value : '';
  const hasText = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
  return hasText || /<img\b/i.test(html) ? undefined : FIELD_MESSAGES.contentRequired;
};
