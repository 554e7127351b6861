import { Notification as RaNotification } from 'react-admin';
import { TOAST_DURATION_MS } from '../../../../common/constants.ts';

/** One toast at a time (react-admin queues the rest), 5000 ms each. */
export function Notification() {
  return <RaNotification autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />;
}
