import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Fetched when first opened, not with the back office's first screen.
const ReviewList = lazyScreen(() => import('./ReviewList.tsx'), 'ReviewList');

export default { list: ReviewList, icon: RateReviewIcon };
