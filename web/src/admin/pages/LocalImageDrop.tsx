import { Box, FormHelperText, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { UPLOAD_MESSAGES } from '../../../../common/messages.ts';
import { checkImageFile } from '../posts/editor/uploadCheck.ts';

/** A drop zone that previews the first dropped image in the browser; nothing is uploaded. */
export function LocalImageDrop({ onImage }: { onImage: (url: string) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const take = (file: File | undefined) => {
    if (!file) return;
    const check = checkImageFile(file);
    setProblem(check ? UPLOAD_MESSAGES[check] : null);
    if (!check) onImage(URL.createObjectURL(file));
  };
  return (
    <Box>
      <Box
        component="label"
        onDragOver={(event: DragEvent) => event.preventDefault()}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          take(event.dataTransfer.files[0]);
        }}
        sx={{ display: 'block', border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 3, textAlign: 'center', cursor: 'pointer' }}
      >
        <Typography variant="body2">Drop an image here or click to choose one</Typography>
        <Typography variant="caption" color="text.secondary">
          JPG, PNG, GIF, WEBP or SVG, up to 5MB
        </Typography>
        <input type="file" hidden accept="image/*" onChange={(event) => take(event.target.files?.[0])} />
      </Box>
      {problem ? (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
