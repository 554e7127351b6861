import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Fetched when first opened, not with the back office's first screen.
const UserList = lazyScreen(() => import('./UserList.tsx'), 'UserList');

export default { list: UserList, icon: PeopleIcon, recordRepresentation: 'username' };
