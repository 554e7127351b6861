import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { gated } from '../common/RoleGate.tsx';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Opened only by the roles that may list them; fetched when first opened (with the subscriber import), not with the back office's first screen.
const SubscriberList = gated(lazyScreen(() => import('./SubscriberList.tsx'), 'SubscriberList'), 'newsletter.listSubscribers', 'Subscribers');

export default { list: SubscriberList, icon: MarkEmailReadIcon, recordRepresentation: 'email' };
