import ArticleIcon from '@mui/icons-material/Article';
import { lazyScreen } from '../lazy/lazyScreen.ts';
import { PostList } from './PostList.tsx';

// The list is the back office's main screen and comes with it. The editor (TipTap and ProseMirror,
// about a third of the back office's code) is its own chunk: the list does not wait for it.
const loadCreate = () => import('./PostCreate.tsx');
const loadEdit = () => import('./PostEdit.tsx');
export const PostCreate = lazyScreen(loadCreate, 'PostCreate');
const PostEdit = lazyScreen(loadEdit, 'PostEdit');

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
