import MailIcon from '@mui/icons-material/Mail';
import { NewsletterScreen } from './NewsletterScreen.tsx';

export default { list: NewsletterScreen, icon: MailIcon, recordRepresentation: 'subject' };
