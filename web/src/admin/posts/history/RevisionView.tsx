import { Box, Stack, Typography } from '@mui/material';
import type { Revision } from '../../../../../codegen/hey-api/types.gen.ts';
import { PostArticle } from '../../../site/post/PostArticle.tsx';
import { formatDayTime } from '../../common/dates.ts';
import { capitalise } from '../PostStatusBadge.tsx';

/** One kept version, read-only, drawn as its public page would show it. */
export function RevisionView({ revision }: { revision: Revision }) {
  return (
    <Box component="section" aria-label="Selected version">
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, px: 2, pt: 2 }}>
        <Typography variant="body2">Saved {formatDayTime(revision.savedAt)}</Typography>
        <Typography variant="body2">Status: {capitalise(revision.publishStatus)}</Typography>
        <Typography variant="body2">Slug: /{revision.slug}</Typography>
      </Stack>
      <Box sx={{ py: 2, background: '#fbfcf9' }}>
        <PostArticle post={{ title: revision.title, subtitle: revision.subtitle, publishDate: revision.publishDate, featuredImage: revision.featuredImage, featuredImageAlt: revision.featuredImageAlt, content: revision.content }} />
      </Box>
    </Box>
  );
}
