import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, CircularProgress, FormHelperText, Typography } from '@mui/material';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { IMAGE_UPLOAD_MIME_TYPES } from '../../../../common/constants.ts';
import { UPLOAD_MESSAGES } from '../../../../common/messages.ts';
import { useToast } from './useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { checkImageFile, UPLOAD_TOASTS } from './uploadCheck.ts';

interface ImageUploadProps {
  /** Called with the stored image's URL. */
  onUploaded: (url: string) => void;
  /** The file input's test id: the featured image's, unless another use names its own. */
  inputTestId?: string;
}

/** Choose or drop one image; it is checked here, then sent to POST /api/upload/image. */
export function ImageUpload({ onUploaded, inputTestId = 'featured-image-file' }: ImageUploadProps) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const messageId = useId();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const check = checkImageFile(file);
    if (check) {
      setProblem(UPLOAD_MESSAGES[check]);
      toast.error(UPLOAD_TOASTS[check].description, UPLOAD_TOASTS[check].title);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const { data } = await dataProvider.uploadImage('uploads', { file });
      onUploaded(data.url);
      toast.success(UPLOAD_TOASTS.done.description, UPLOAD_TOASTS.done.title);
    } catch {
      setProblem(UPLOAD_MESSAGES.failed);
      toast.error(UPLOAD_TOASTS.failed.description, UPLOAD_TOASTS.failed.title);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 2, textAlign: 'center' }}
      >
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Drop an image here, or
        </Typography>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <CloudUploadIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
          aria-describedby={problem ? messageId : undefined}
        >
          {busy ? 'Uploading...' : 'Upload Image'}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={IMAGE_UPLOAD_MIME_TYPES.join(',')}
          aria-label="Upload Image"
          data-testid={inputTestId}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <Typography variant="caption" display="block" color="text.secondary" sx={{ mt: 1 }}>
          JPG, PNG, GIF, WEBP or SVG, up to 5MB
        </Typography>
      </Box>
      {problem ? (
        <FormHelperText error id={messageId} role="alert">
          {problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
