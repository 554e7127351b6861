import { Button, TextField } from '@mui/material';
import { useFormFields } from '../useFormFields.ts';
import { type Chain, type EditorLike, isLinkAddress, linkCommand, sitePathOf } from './editorCommands.ts';
import { EditorDialog } from './EditorDialog.tsx';

const BAD_ADDRESS = 'Enter a full http(s) URL, a mailto: address or a site path starting with /';

/** Insert link: asks for the address; the selected words become the link, or the address itself. */
export function LinkDialog({ editor, onClose }: { editor: EditorLike; onClose: () => void }) {
  const current = editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '';
  const { values, refuse, bind } = useFormFields({ href: current });
  const chain = () => (editor.chain() as Chain).focus();
  const apply = () => {
    if (!isLinkAddress(values.href)) return refuse('href', BAD_ADDRESS);
    // The back office is served from the site's own address.
    linkCommand(chain(), sitePathOf(values.href, window.location.origin), editor.state.selection.empty && !editor.isActive('link')).run();
    onClose();
  };
  const remove = () => {
    chain().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    <EditorDialog
      titleId="link-dialog-title"
      title="Insert link"
      submitLabel={current ? 'Update link' : 'Insert link'}
      onSubmit={apply}
      onClose={onClose}
      extraAction={
        current ? (
          <Button color="error" onClick={remove} sx={{ mr: 'auto' }}>
            Remove link
          </Button>
        ) : null
      }
    >
      <TextField autoFocus label="Link URL" placeholder="https://" {...bind('href', { hint: 'A full address, or a path on this site such as /blog/dinking' })} />
    </EditorDialog>
  );
}
