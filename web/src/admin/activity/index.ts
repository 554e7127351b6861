import HistoryIcon from '@mui/icons-material/History';
import { gated } from '../common/RoleGate.tsx';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Opened only by the roles that may list them; fetched when first opened, not with the back office's first screen.
const ActivityList = gated(lazyScreen(() => import('./ActivityList.tsx'), 'ActivityList'), 'activity.list', 'Activity');

export default { list: ActivityList, icon: HistoryIcon };
