import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useInput } from 'react-admin';
import { ImageUpload } from '../common/ImageUpload.tsx';

/** The contract's most images a product has. */
const MAX_IMAGES = 12;

type Move = 'up' | 'down';

/** `images` with the one at `index` swapped with its neighbour before (up) or after (down) it. */
export function moved(images: string[], index: number, direction: Move): string[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= images.length) return images;
  const next = [...images];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * The product's uploaded images in order (the first shows on its page): upload one more, move one
 * up or down, or remove one. A moved image keeps the keyboard focus on its button.
 */
export function GearImages() {
  const { field, fieldState, formState } = useInput<string[]>({ source: 'images', defaultValue: [] });
  const images = Array.isArray(field.value) ? field.value : [];
  const set = (next: string[]) => field.onChange(next);
  const error = fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  const list = useRef<HTMLUListElement>(null);
  const focusAfterMove = useRef<{ index: number; direction: Move } | null>(null);

  // After a move has been drawn, focus the moved image's button in its new place, or its other button once it reached an end.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { index, direction } = focusAfterMove.current;
    focusAfterMove.current = null;
    const other: Move = direction === 'up' ? 'down' : 'up';
    const button = (move: Move) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${index}-${move}"]:not(:disabled)`);
    (button(direction) ?? button(other))?.focus();
  });

  const move = (index: number, direction: Move) => {
    focusAfterMove.current = { index: direction === 'up' ? index - 1 : index + 1, direction };
    set(moved(images, index, direction));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, my: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Images
      </Typography>
      {images.length > 1 && (
        <Typography variant="body2" color="text.secondary">
          The first image is the one the product&apos;s page shows first.
        </Typography>
      )}
      {images.length > 0 && (
        <Stack component="ul" ref={list} direction="row" flexWrap="wrap" gap={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }} aria-label="Product images">
          {images.map((url, index) => (
            <Box component="li" key={`${url}-${index}`} sx={{ position: 'relative' }}>
              <img src={url} alt={`Image ${index + 1}${index === 0 ? ' (shown on the product page)' : ''}`} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />
              <IconButton aria-label={`Remove image ${index + 1}`} size="small" onClick={() => set(images.filter((_, at) => at !== index))} sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}>
                <DeleteIcon fontSize="small" />
              </IconButton>
              {images.length > 1 && (
                <Stack direction="row" justifyContent="space-between">
                  <IconButton aria-label={`Move image ${index + 1} up`} size="small" data-move={`${index}-up`} disabled={index === 0} onClick={() => move(index, 'up')}>
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Move image ${index + 1} down`}
                    size="small"
                    data-move={`${index}-down`}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                </Stack>
              )}
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
