import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton } from '@mui/material';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { PostSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { failure, useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';

type Visibility = Pick<PostSummary, 'publishStatus' | 'publishDate'>;

/** Public now: published, or scheduled with its date come (the server's rule). */
export function isPublicNow(post: Visibility, now = Date.now()): boolean {
  if (post.publishStatus === 'published') return true;
  return post.publishStatus === 'scheduled' && post.publishDate !== null && Date.parse(post.publishDate) <= now;
}

/** The public page of a post. */
export const publicPath = (post: Pick<PostSummary, 'slug'>) => `/blog/${post.slug}`;

/**
 * Opens a post that is not public yet (a draft, a scheduled post to come) in a new tab through a
 * preview link. The tab opens during the click, so no pop-up blocker stops it, and learns its
 * address once the link is made.
 */
export function useOpenPreview(): (postId: number) => Promise<void> {
  const toast = useToast();
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useCallback(
    async (postId: number) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const { url } = (await dataProvider.createPreviewLink('posts', { id: postId })).data;
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch (error) {
        tab?.close();
        toast.error(failure('Failed to create preview link', error));
      }
    },
    [dataProvider, toast],
  );
}

/** The dashboard's eye: the public page of a public post, the preview of any other. */
export function ViewPostIconButton({ post }: { post: Pick<PostSummary, 'id' | 'title' | 'slug' | 'publishStatus' | 'publishDate'> }) {
  const openPreview = useOpenPreview();
  const label = `View ${post.title}`;
  const icon = <VisibilityIcon fontSize="small" />;
  return isPublicNow(post) ? (
    <IconButton size="small" component="a" href={publicPath(post)} target="_blank" rel="noopener" aria-label={label}>
      {icon}
    </IconButton>
  ) : (
    <IconButton size="small" onClick={() => void openPreview(post.id)} aria-label={label}>
      {icon}
    </IconButton>
  );
}
