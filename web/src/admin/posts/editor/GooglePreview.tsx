import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { META_DESCRIPTION_MAX } from '../../../../../common/constants.ts';

const TITLE_SHOWN = 60;

/** At most `max` characters (code points, so an emoji is never split), with "…" when cut. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : text;
}

/** How the post may look as a Google result: title, address and description. */
export function GooglePreview() {
  const [title, slug, metaDescription] = useWatch({ name: ['title', 'slug', 'metaDescription'] }) as (string | undefined)[];
  const host = window.location.host;
  return (
    <Box aria-label="Google search preview" role="group" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mt: 1 }}>
      <Typography variant="caption" color="text.secondary">
        Google search preview
      </Typography>
      <Typography sx={{ color: '#1a0dab', fontSize: 18, lineHeight: 1.3 }}>{cut(title || 'Post title', TITLE_SHOWN)}</Typography>
      <Typography sx={{ color: '#006621', fontSize: 14 }}>
        {host}/blog/{slug || 'post-slug'}
      </Typography>
      <Typography sx={{ color: '#545454', fontSize: 14 }}>
        {cut(metaDescription || 'Add a meta description to control the text shown under the title.', META_DESCRIPTION_MAX)}
      </Typography>
    </Box>
  );
}
