import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Fetched when first opened, not with the back office's first screen.
const ActivityList = lazyScreen(() => import('./ActivityList.tsx'), 'ActivityList');

export default { list: ActivityList, icon: HistoryIcon };
