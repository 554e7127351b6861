import ArticleIcon from '@mui/icons-material/Article';
import { PostCreate } from './PostCreate.tsx';
import { PostEdit } from './PostEdit.tsx';
import { PostList } from './PostList.tsx';

export default {
  list: PostList,
  create: PostCreate,
  edit: PostEdit,
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
export { PostCreate };
