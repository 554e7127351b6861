import PlaceIcon from '@mui/icons-material/Place';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Fetched when first opened (with the court import), not with the back office's first screen.
const CourtList = lazyScreen(() => import('./CourtList.tsx'), 'CourtList');

export default { list: CourtList, icon: PlaceIcon, recordRepresentation: 'name' };
