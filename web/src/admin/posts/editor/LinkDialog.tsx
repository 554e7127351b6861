import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { type Chain, type EditorLike, isLinkAddress, linkCommand } from './editorCommands.ts';

const BAD_ADDRESS = 'Enter a full http(s) URL, a mailto: address or a site path starting with /';

/** Insert link: asks for the address; the selected words become the link, or the address itself. */
export function LinkDialog({ editor, onClose }: { editor: EditorLike; onClose: () => void }) {
  const current = editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '';
  const [href, setHref] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const chain = () => (editor.chain() as Chain).focus();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the post form's tree: its submit is not the post's.
    event.stopPropagation();
    if (!isLinkAddress(href)) {
      setProblem(BAD_ADDRESS);
      return;
    }
    linkCommand(chain(), href.trim(), editor.state.selection.empty && !editor.isActive('link')).run();
    onClose();
  };
  const remove = () => {
    chain().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="link-dialog-title" fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: apply } }}>
      <DialogTitle id="link-dialog-title">Insert link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label="Link URL"
          placeholder="https://"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setProblem(null);
          }}
          error={problem !== null}
          helperText={problem ?? 'A full address, or a path on this site such as /blog/dinking'}
          fullWidth
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        {current ? (
          <Button color="error" onClick={remove} sx={{ mr: 'auto' }}>
            Remove link
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          {current ? 'Update link' : 'Insert link'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
