import { required } from 'react-admin';
import { META_DESCRIPTION_MAX } from '../../../../../common/constants.ts';
import { FIELD_MESSAGES, IMAGE_MESSAGES } from '../../../../../common/messages.ts';
import { maxCharacters } from '../../common/validators.ts';

/** The post form rules (title, slug, meta description, featured image alt), module-level so every render shares them. */
export const validateTitle = required(FIELD_MESSAGES.titleRequired);
export const validateSlug = required(FIELD_MESSAGES.slugRequired);
export const validateMetaDescription = maxCharacters(META_DESCRIPTION_MAX, FIELD_MESSAGES.metaDescriptionTooLong);

/** A featured image goes public only with its alt text; a draft may wait for it. */
export const validateFeaturedImageAlt = (value: unknown, values: { featuredImage?: unknown; publishStatus?: unknown } = {}) => {
  const goesPublic = values.publishStatus === 'published' || values.publishStatus === 'scheduled';
  const hasImage = typeof values.featuredImage === 'string' && values.featuredImage.trim() !== '';
  return goesPublic && hasImage && String(value ?? '').trim() === '' ? IMAGE_MESSAGES.featuredImageAltRequired : undefined;
};
