import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Link, useDataProvider, useRefresh } from 'react-admin';
import type { PostSummary } from '../../../../codegen/hey-api/types.gen.ts';
import { useToast } from '../common/useToast.tsx';
import type { AdminDataProvider } from '../dataProvider/index.ts';
import { useCan } from '../common/useCan.ts';
import { useCanEditPost } from '../users/useCanWrite.ts';
import { isPublicNow, publicPath, useOpenPreview } from './viewPost.tsx';

/**
 * Edit / Duplicate / View (the public page, or the preview of a post not public yet) for one row of
 * the posts list. The menu, and what its items need, is built on the row's first click rather than
 * with every row, so the list's first rows show sooner.
 */
export function PostRowMenu({ post }: { post: PostSummary }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setOpened(true);
  };
  return (
    <>
      <IconButton aria-label={`Actions for ${post.title}`} aria-haspopup="menu" onClick={open}>
        <MoreVertIcon />
      </IconButton>
      {opened && <RowMenu post={post} anchor={anchor} close={() => setAnchor(null)} />}
    </>
  );
}

function RowMenu({ post, anchor, close }: { post: PostSummary; anchor: HTMLElement | null; close: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const openPreview = useOpenPreview();
  const canEdit = useCanEditPost()(post);
  const canWrite = useCan('posts.duplicate');

  const duplicate = async () => {
    close();
    try {
      await dataProvider.duplicate('posts', { id: post.id });
      toast.success('The post has been duplicated successfully.', 'Post duplicated');
      refresh();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to duplicate post');
    }
  };

  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
      {canEdit ? (
        <MenuItem component={Link} to={`/posts/${post.id}`} onClick={close}>
          Edit
        </MenuItem>
      ) : null}
      {canEdit && canWrite ? <MenuItem onClick={duplicate}>Duplicate</MenuItem> : null}
      {isPublicNow(post) ? (
        <MenuItem component="a" href={publicPath(post)} target="_blank" rel="noopener" onClick={close}>
          View
        </MenuItem>
      ) : (
        <MenuItem
          onClick={() => {
            close();
            void openPreview(post.id);
          }}
        >
          View
        </MenuItem>
      )}
    </Menu>
  );
}
