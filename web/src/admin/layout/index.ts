export { Layout } from './Layout.tsx';
export { Notification } from './Notification.tsx';
export { adminTheme } from './theme.ts';
