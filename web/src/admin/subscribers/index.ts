import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { SubscriberList } from './SubscriberList.tsx';

export default { list: SubscriberList, icon: MarkEmailReadIcon, recordRepresentation: 'email' };
