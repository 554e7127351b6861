import { Box, CircularProgress, FormHelperText, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { UPLOAD_MESSAGES } from '../../../../common/messages.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { checkImageFile } from '../common/uploadCheck.ts';
import { problemDetail } from '../common/useToast.tsx';

/** A drop zone that uploads the first dropped or chosen image through the image pipeline and hands back its URL. */
export function LocalImageDrop({ onImage }: { onImage: (url: string) => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const take = async (file: File | undefined) => {
    if (!file) return;
    const check = checkImageFile(file);
    setProblem(check ? UPLOAD_MESSAGES[check] : null);
    if (check) return;
    setUploading(true);
    try {
      // Uploads are one resource for every editor: the posts' upload call serves pages too.
      const { data } = await dataProvider.uploadImage('posts', { file });
      onImage(data.url);
    } catch (error) {
      setProblem(problemDetail(error) || UPLOAD_MESSAGES.failed);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Box>
      <Box
        component="label"
        onDragOver={(event: DragEvent) => event.preventDefault()}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          void take(event.dataTransfer.files[0]);
        }}
        sx={{ display: 'block', border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 3, textAlign: 'center', cursor: 'pointer' }}
      >
        {uploading ? <CircularProgress size={20} aria-label="Uploading image" /> : null}
        <Typography variant="body2">Drop an image here or click to choose one</Typography>
        <Typography variant="caption" color="text.secondary">
          JPG, PNG, GIF, WEBP or SVG, up to 5MB
        </Typography>
        <input type="file" hidden accept="image/*" aria-label="Upload a featured image" onChange={(event) => void take(event.target.files?.[0])} />
      </Box>
      {problem ? (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
