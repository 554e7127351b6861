import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { IssueInput, IssuePreview as Preview } from '../../../../codegen/hey-api/types.gen.ts';
import type { AdminDataProvider } from '../dataProvider/index.ts';

/** Waits for typing to pause before asking the server for a new rendering. */
const PREVIEW_DELAY_MS = 400;

/**
 * The issue as subscribers will get it, rendered by the server from the content on screen and
 * shown in a sandboxed frame (no scripts, no same-origin access, links inert).
 */
export function IssuePreview({ value }: { value: IssueInput }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState<string>();
  const key = JSON.stringify(value);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      dataProvider.previewIssue('issues', { data: JSON.parse(key) as IssueInput }).then(
        ({ data }) => current && (setPreview(data), setError(undefined)),
        (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, key]);

  return (
    <Box component="section" aria-label="Mail preview">
      <Typography variant="subtitle2" component="h2" gutterBottom>
        Preview
      </Typography>
      {error ? <Alert severity="warning">{error}</Alert> : null}
      {preview ? (
        <Box
          component="iframe"
          title="Mail preview"
          sandbox=""
          srcDoc={preview.html}
          sx={{ width: '100%', height: { xs: 480, md: 640 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#eef5f0' }}
        />
      ) : (
        <Typography color="text.secondary">Rendering the preview...</Typography>
      )}
    </Box>
  );
}
