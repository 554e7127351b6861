import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Fetched when first opened, not with the back office's first screen.
const TagList = lazyScreen(() => import('./TagList.tsx'), 'TagList');

export default { list: TagList, icon: LocalOfferIcon, recordRepresentation: 'name' };
