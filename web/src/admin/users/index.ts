import PeopleIcon from '@mui/icons-material/People';
import { gated } from '../common/RoleGate.tsx';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Opened only by the roles that may list them; fetched when first opened, not with the back office's first screen.
const UserList = gated(lazyScreen(() => import('./UserList.tsx'), 'UserList'), 'users.list', 'Users');

export default { list: UserList, icon: PeopleIcon, recordRepresentation: 'username' };
