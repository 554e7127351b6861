import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';
import { PostList } from './PostList.tsx';

// The editor (TipTap and ProseMirror, about a third of the back office's code) is its own chunk:
// the list does not wait for it. The layout's Suspense shows a spinner while it arrives.
const loadCreate = () => import('./PostCreate.tsx');
const loadEdit = () => import('./PostEdit.tsx');
export const PostCreate = lazy(() => loadCreate().then((m) => ({ default: m.PostCreate })));
const PostEdit = lazy(() => loadEdit().then((m) => ({ default: m.PostEdit })));

/** Fetches the editor ahead of the first click on a post; called once the list is on screen. */
export function preloadPostEditor(): void {
  void loadCreate();
  void loadEdit();
}

export default {
  list: PostList,
  create: PostCreate,
  edit: PostEdit,
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
