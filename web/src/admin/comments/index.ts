import ChatIcon from '@mui/icons-material/Chat';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Fetched when first opened, not with the back office's first screen.
const CommentList = lazyScreen(() => import('./CommentList.tsx'), 'CommentList');

export default { list: CommentList, icon: ChatIcon };
