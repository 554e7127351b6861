import MailIcon from '@mui/icons-material/Mail';
import { IssueEdit } from './IssueEdit.tsx';
import { NewsletterScreen } from './NewsletterScreen.tsx';

export default { list: NewsletterScreen, edit: IssueEdit, icon: MailIcon, recordRepresentation: 'subject' };
