import { Box, TextField, Typography } from '@mui/material';
import { useFormFields } from '../useFormFields.ts';
import { type Chain, type EditorLike, imageCommand } from './editorCommands.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { ImageUpload } from '../ImageUpload.tsx';

const NEEDS_IMAGE = 'Upload an image or enter its URL';

/** Insert image: upload one through the image pipeline or give its URL, with its alt text. */
export function ImageDialog({ editor, onClose }: { editor: EditorLike; onClose: () => void }) {
  const { values, set, refuse, bind } = useFormFields({ src: '', alt: '' });
  const src = values.src.trim();
  const insert = () => {
    if (!src) return refuse('src', NEEDS_IMAGE);
    imageCommand((editor.chain() as Chain).focus(), values.src, values.alt).run();
    onClose();
  };
  return (
    <EditorDialog titleId="image-dialog-title" title="Insert image" submitLabel="Insert image" onSubmit={insert} onClose={onClose}>
      <ImageUpload inputTestId="content-image-file" onUploaded={(url) => set('src', url)} />
      <Typography variant="body2" color="text.secondary" sx={{ my: 1, textAlign: 'center' }}>
        or
      </Typography>
      <TextField label="Image URL" {...bind('src')} />
      {src ? <Box component="img" src={src} alt="" data-testid="content-image-preview" sx={{ display: 'block', maxWidth: '100%', maxHeight: 160, mt: 1, borderRadius: 1 }} /> : null}
      <TextField label="Alt text" {...bind('alt', { hint: 'Describe the image for readers who cannot see it.' })} />
    </EditorDialog>
  );
}
