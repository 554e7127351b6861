/** Texts users see, shared by the API and the web client. */
export const FIELD_MESSAGES = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  contentRequired: 'Content is required',
  nameRequired: 'Name is required',
  metaDescriptionTooLong: 'Meta description should be less than 160 characters',
  slugFormat: 'Slug may contain only lowercase letters, digits and hyphens',
  usernameRequired: 'Username is required',
  passwordTooShort: 'Password must be at least 6 characters',
} as const;

/** Texts about when a post goes live. */
export const SCHEDULE_MESSAGES = {
  needsDate: 'Choose a publish date for a scheduled post',
  needsFutureDate: 'Choose a date and time in the future to schedule this post',
  publishedInFuture: 'A published post cannot be dated in the future. Schedule it instead.',
} as const;

export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid file type. Please upload JPG, PNG, GIF, WEBP, or SVG files.',
  tooLarge: 'File size exceeds 5MB limit.',
  failed: 'Failed to upload image. Please try again.',
  oneImage: 'Send one image in the field named "image".',
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  signInRequired: 'Sign in to continue.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
} as const;

/** Texts about images: their size in pixels and their alt text. */
export const IMAGE_MESSAGES = {
  tooManyPixels: (megapixels: number) => `Image dimensions exceed the ${megapixels}-megapixel limit.`,
  featuredImageAltRequired: 'Alt text is required for the featured image',
  contentImagesWithoutAlt: (count: number) =>
    count === 1 ? '1 image in the content has no alt text' : `${count} images in the content have no alt text`,
} as const;

/** Texts about request input in general. */
export const INPUT_MESSAGES = {
  controlCharacter: (field: string) => `${field} must not contain control characters`,
} as const;

/** Markup past the limits on nesting and size (post content, SVG images). */
export const MARKUP_MESSAGES = {
  contentTooDeep: (levels: number) => `Content nests elements more than ${levels} levels deep. Simplify its formatting.`,
  contentTooManyElements: (elements: number) => `Content has more than ${elements.toLocaleString('en-US')} elements. Split it into several posts.`,
  svgTooDeep: (levels: number) => `The SVG image nests elements more than ${levels} levels deep.`,
  svgTooManyElements: (elements: number) => `The SVG image has more than ${elements.toLocaleString('en-US')} elements.`,
  svgTooManyDrawn: (elements: number) => `The SVG image repeats its parts (<use> and other references) past ${elements.toLocaleString('en-US')} drawn elements, or in a loop.`,
} as const;

/** Texts for a database that is restarting or a disk that is full. */
export const STORAGE_MESSAGES = {
  unavailable: 'The database is restarting. Please try again in a few seconds.',
  full: 'The server is out of storage space. Nothing was saved.',
  inDoubt: 'The database stopped while saving, so this change may or may not have been stored. Reload to check before trying again.',
  healthDown: 'The database does not answer.',
  healthFull: 'The server is out of storage space: reads work, writes are refused until space is freed.',
} as const;
