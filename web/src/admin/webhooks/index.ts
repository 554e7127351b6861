import WebhookIcon from '@mui/icons-material/Webhook';
import { gated } from '../common/RoleGate.tsx';
import { lazyScreen } from '../lazy/lazyScreen.ts';

// Admins only; fetched when first opened.
const WebhookList = gated(lazyScreen(() => import('./WebhookList.tsx'), 'WebhookList'), 'webhooks.list', 'Webhooks');

export default { list: WebhookList, icon: WebhookIcon };
