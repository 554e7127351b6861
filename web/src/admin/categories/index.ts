import CategoryIcon from '@mui/icons-material/Category';
import { CategoryList } from './CategoryList.tsx';

export default { list: CategoryList, icon: CategoryIcon, recordRepresentation: 'name' };
