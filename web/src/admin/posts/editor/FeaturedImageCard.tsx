import { Box } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { ImageUpload } from '../../common/ImageUpload.tsx';
import { SectionCard } from '../../common/SectionCard.tsx';
import { validateFeaturedImageAlt } from './validators.ts';

/** Shown when the featured image URL does not load. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#e5e7eb"/><rect x="170" y="80" width="300" height="200" rx="8" fill="none" stroke="#9ca3af" stroke-width="6"/><line x1="320" y1="80" x2="320" y2="280" stroke="#9ca3af" stroke-width="4"/><text x="320" y="330" font-family="sans-serif" font-size="24" fill="#6b7280" text-anchor="middle">Image unavailable</text></svg>',
  );

function Preview({ url, alt }: { url: string; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === url;
  return (
    <Box
      component="img"
      src={failed ? PLACEHOLDER_IMAGE : url}
      alt={failed ? 'Image unavailable' : alt || 'Featured image preview'}
      onError={() => setFailedUrl(url)}
      data-testid="featured-image-preview"
      sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', mb: 1 }}
    />
  );
}

/** URL, alt text, a live preview (with a placeholder when the image fails) and the upload control. */
export function FeaturedImageCard() {
  const { setValue } = useFormContext();
  const [url, alt] = useWatch({ name: ['featuredImage', 'featuredImageAlt'] }) as (string | undefined)[];
  return (
    <SectionCard title="Featured Image">
      {url ? <Preview key={url} url={url} alt={alt ?? ''} /> : null}
      <TextInput source="featuredImage" label="Featured Image URL" fullWidth helperText={false} />
      <TextInput source="featuredImageAlt" label="Alt Text" fullWidth helperText="Describe the image for screen readers." validate={validateFeaturedImageAlt} />
      <ImageUpload onUploaded={(uploaded) => setValue('featuredImage', uploaded, { shouldDirty: true })} />
    </SectionCard>
  );
}
