import { Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { type Chain, type EditorLike, imageCommand } from './editorCommands.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { ImageUpload } from './ImageUpload.tsx';

const NEEDS_IMAGE = 'Upload an image or enter its URL';

/** Insert image: upload one through the image pipeline or give its URL, with its alt text. */
export function ImageDialog({ editor, onClose }: { editor: EditorLike; onClose: () => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const insert = () => {
    if (!src.trim()) {
      setProblem(NEEDS_IMAGE);
      return;
    }
    imageCommand((editor.chain() as Chain).focus(), src, alt).run();
    onClose();
  };
  return (
    <EditorDialog titleId="image-dialog-title" title="Insert image" submitLabel="Insert image" onSubmit={insert} onClose={onClose}>
      <ImageUpload
        inputTestId="content-image-file"
        onUploaded={(url) => {
          setSrc(url);
          setProblem(null);
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ my: 1, textAlign: 'center' }}>
        or
      </Typography>
      <TextField
        label="Image URL"
        value={src}
        onChange={(event) => {
          setSrc(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? false}
        fullWidth
        margin="dense"
      />
      {src.trim() ? <Box component="img" src={src.trim()} alt="" data-testid="content-image-preview" sx={{ display: 'block', maxWidth: '100%', maxHeight: 160, mt: 1, borderRadius: 1 }} /> : null}
      <TextField
        label="Alt text"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        helperText="Describe the image for readers who cannot see it."
        fullWidth
        margin="dense"
      />
    </EditorDialog>
  );
}
