import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { type Chain, type EditorLike, imageCommand } from './editorCommands.ts';
import { ImageUpload } from './ImageUpload.tsx';

const NEEDS_IMAGE = 'Upload an image or enter its URL';

/** Insert image: upload one through the image pipeline or give its URL, with its alt text. */
export function ImageDialog({ editor, onClose }: { editor: EditorLike; onClose: () => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const insert = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the post form's tree: its submit is not the post's.
    event.stopPropagation();
    if (!src.trim()) {
      setProblem(NEEDS_IMAGE);
      return;
    }
    imageCommand((editor.chain() as Chain).focus(), src, alt).run();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="image-dialog-title" fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: insert } }}>
      <DialogTitle id="image-dialog-title">Insert image</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Insert image
        </Button>
      </DialogActions>
    </Dialog>
  );
}
