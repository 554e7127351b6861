import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MIME_TYPES } from '../../../../common/constants.ts';

export type UploadProblem = 'invalidType' | 'tooLarge';

/** Checks a chosen file before it is sent: an accepted image type, at most 5 MB. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): UploadProblem | null {
  if (!(IMAGE_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return 'invalidType';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The toast for each upload outcome. */
export const UPLOAD_TOASTS = {
  invalidType: { title: 'Invalid file type', description: 'Please upload JPG, PNG, GIF, WEBP, or SVG files.' },
  tooLarge: { title: 'File too large', description: 'Maximum file size is 5MB.' },
  failed: { title: 'Upload failed', description: 'Failed to upload image. Please try again.' },
  done: { title: 'Image uploaded', description: 'Your image has been uploaded successfully.' },
} as const;
