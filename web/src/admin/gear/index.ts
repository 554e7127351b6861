import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Fetched when first opened, not with the back office's first screen.
const GearList = lazyScreen(() => import('./GearList.tsx'), 'GearList');

export default { list: GearList, icon: SportsTennisIcon, recordRepresentation: 'model' };
