import EventIcon from '@mui/icons-material/Event';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Fetched when first opened, not with the back office's first screen.
const EventList = lazyScreen(() => import('./EventList.tsx'), 'EventList');

export default { list: EventList, icon: EventIcon, recordRepresentation: 'title' };
