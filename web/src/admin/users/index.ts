import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList.tsx';

export default { list: UserList, icon: PeopleIcon, recordRepresentation: 'username' };
