import MailIcon from '@mui/icons-material/Mail';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// The issues list and the issue editor are each fetched when first opened.
const NewsletterScreen = lazyScreen(() => import('./NewsletterScreen.tsx'), 'NewsletterScreen');
const IssueEdit = lazyScreen(() => import('./IssueEdit.tsx'), 'IssueEdit');

export default { list: NewsletterScreen, edit: IssueEdit, icon: MailIcon, recordRepresentation: 'subject' };
