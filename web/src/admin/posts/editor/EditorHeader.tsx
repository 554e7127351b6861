import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { useRecordContext, useRedirect } from 'react-admin';
import { DeleteWithConfirm } from '../../common/DeleteWithConfirm.tsx';
import { PostHistoryButton } from '../history/HistoryButton.tsx';
import { PreviewButton } from './PreviewButton.tsx';
import { PreviewLinkButton } from '../../common/history/PreviewLinkButton.tsx';
import { SubmitButton } from '../../common/editor/SubmitButton.tsx';

/** Back, the screen's heading, Delete (edit only), Preview and the submit button. */
export function EditorHeader({ heading }: { heading: string }) {
  const record = useRecordContext();
  const redirect = useRedirect();
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => redirect('list', 'posts')}>
        Back
      </Button>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {heading}
      </Typography>
      {record ? <DeleteWithConfirm resource="posts" record={record} noun="post" onDeleted={() => redirect('list', 'posts')} /> : null}
      {record ? <PostHistoryButton /> : null}
      <PreviewButton />
      {record ? <PreviewLinkButton /> : null}
      <SubmitButton />
    </Stack>
  );
}
