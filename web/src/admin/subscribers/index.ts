import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Fetched when first opened (with the subscriber import), not with the back office's first screen.
const SubscriberList = lazyScreen(() => import('./SubscriberList.tsx'), 'SubscriberList');

export default { list: SubscriberList, icon: MarkEmailReadIcon, recordRepresentation: 'email' };
