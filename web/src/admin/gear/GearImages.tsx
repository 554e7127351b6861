import DeleteIcon from '@mui/icons-material/Delete';
import { Box, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { ImageUpload } from '../common/ImageUpload.tsx';

/** The contract's most images a product has. */
const MAX_IMAGES = 12;

/** The product's uploaded images in order (the first shows on its page): upload one more, or remove one. */
export function GearImages() {
  const { field, fieldState, formState } = useInput<string[]>({ source: 'images', defaultValue: [] });
  const images = Array.isArray(field.value) ? field.value : [];
  const set = (next: string[]) => field.onChange(next);
  const error = fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, my: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Images
      </Typography>
      {images.length > 0 && (
        <Stack component="ul" direction="row" flexWrap="wrap" gap={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }} aria-label="Product images">
          {images.map((url, index) => (
            <Box component="li" key={`${url}-${index}`} sx={{ position: 'relative' }}>
              <img src={url} alt={`Image ${index + 1}${index === 0 ? ' (shown on the product page)' : ''}`} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 4 }} />
              <IconButton aria-label={`Remove image ${index + 1}`} size="small" onClick={() => set(images.filter((_, at) => at !== index))} sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      {images.length < MAX_IMAGES ? (
        <ImageUpload inputTestId="gear-image-file" onUploaded={(url) => set([...images, url])} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          A product has at most {MAX_IMAGES} images: remove one to add another.
        </Typography>
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
