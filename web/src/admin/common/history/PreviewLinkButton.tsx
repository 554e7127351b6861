import LinkIcon from '@mui/icons-material/Link';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { PreviewLink } from '../../../../../codegen/hey-api/types.gen.ts';
import { formatDayTime } from '../dates.ts';
import { failure, useToast } from '../useToast.tsx';
import type { AdminDataProvider } from '../../dataProvider/index.ts';

async function copied(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Copy preview link": a signed link anyone can open to see the saved record (a post, a page) as
 * it will look, shown (and copied when the browser allows it) with its expiry, and a way to
 * revoke every link. `noun` names the record in the texts.
 */
export function PreviewLinkButton({ resource = 'posts', noun = 'post' }: { resource?: string; noun?: string }) {
  const record = useRecordContext();
  const toast = useToast();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [shown, setShown] = useState<{ link: PreviewLink; copied: boolean } | undefined>();
  const create = useMutation({
    mutationFn: async () => {
      const { data: link } = await dataProvider.createPreviewLink(resource, { id: record!.id });
      return { link, copied: await copied(link.url) };
    },
    onSuccess: setShown,
    onError: (error) => toast.error(failure('Failed to create preview link', error)),
  });
  const revoke = useMutation({
    mutationFn: () => dataProvider.revokePreviewLinks(resource, { id: record!.id }),
    onSuccess: () => {
      setShown(undefined);
      toast.success(`Every preview link of this ${noun} has stopped working.`);
    },
    onError: (error) => toast.error(failure('Failed to revoke preview links', error)),
  });
  if (!record) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<LinkIcon />} disabled={create.isPending} onClick={() => create.mutate()}>
        Copy preview link
      </Button>
      <Dialog open={shown !== undefined} onClose={() => setShown(undefined)} aria-labelledby="preview-link-title" fullWidth maxWidth="sm">
        <DialogTitle id="preview-link-title">Preview link</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {shown?.copied ? 'Copied to the clipboard. ' : ''}Anyone with this link sees the last saved version, until {formatDayTime(shown?.link.expiresAt)}.
          </DialogContentText>
          <TextField label="Preview link" value={shown?.link.url ?? ''} fullWidth slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }} onFocus={(event) => event.target.select()} />
        </DialogContent>
        <DialogActions>
          <Button color="error" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            Revoke all preview links
          </Button>
          <Button onClick={() => setShown(undefined)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
