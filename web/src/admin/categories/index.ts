import CategoryIcon from '@mui/icons-material/Category';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Fetched when first opened, not with the back office's first screen.
const CategoryList = lazyScreen(() => import('./CategoryList.tsx'), 'CategoryList');

export default { list: CategoryList, icon: CategoryIcon, recordRepresentation: 'name' };
