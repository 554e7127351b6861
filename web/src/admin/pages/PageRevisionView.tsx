import { Box, Stack, Typography } from '@mui/material';
import type { PageRevision } from '../../../../codegen/hey-api/types.gen.ts';
import { formatDayTime } from '../common/dates.ts';
import { pageStatus } from './pageStatus.ts';

/** One kept version of a page, read-only: when it was saved, its status, slug and content as the page shows it (and the Markdown a version from before the rich editor was written in). */
export function PageRevisionView({ revision }: { revision: PageRevision }) {
  return (
    <Box component="section" aria-label="Selected version" sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="body2">Saved {formatDayTime(revision.savedAt)}</Typography>
        <Typography variant="body2">Status: {pageStatus(revision.isPublished)}</Typography>
        <Typography variant="body2">Slug: /{revision.slug}</Typography>
      </Stack>
      <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
        {revision.title}
      </Typography>
      {/* The server sanitized this HTML as it does every page's content. */}
      <Box className="page-revision__content" dangerouslySetInnerHTML={{ __html: revision.content }} />
      {revision.markdown ? (
        <Box component="details" sx={{ mt: 2 }}>
          <summary>Written in Markdown</summary>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', font: 'inherit', m: 0, mt: 1 }}>
            {revision.markdown}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
