import ChatIcon from '@mui/icons-material/Chat';
import { gated } from '../common/RoleGate.tsx';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Opened only by the roles that may moderate; fetched when first opened, not with the back office's first screen.
const CommentList = gated(lazyScreen(() => import('./CommentList.tsx'), 'CommentList'), 'comments.list', 'Comments');

export default { list: CommentList, icon: ChatIcon };
