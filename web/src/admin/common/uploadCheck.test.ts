import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../../common/constants.ts';
import { checkImageFile } from './uploadCheck.ts';

describe('checkImageFile', () => {
  it('accepts the five image types up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/webp', size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('invalidType');
    expect(checkImageFile({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
