import { useEffect, useRef } from 'react';
import { useRedirect } from 'react-admin';
import { PAGE_SAVE_REDIRECT_DELAY_MS } from '../../../../common/constants.ts';
import { PAGE_MESSAGES } from '../../../../common/pageMessages.ts';
import { problemDetail, useToast } from '../common/useToast.tsx';

/**
 * What an explicit save of a page does next (an autosave names its own and stays): says so and
 * returns to the list after PAGE_SAVE_REDIRECT_DELAY_MS; a refusal is a toast, its field messages
 * stand under their fields.
 */
export function usePageSaved(afterSave?: () => void) {
  const toast = useToast();
  const redirect = useRedirect();
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  return {
    onSuccess: () => {
      afterSave?.();
      toast.success(PAGE_MESSAGES.savedDetail, PAGE_MESSAGES.saved);
      leaveTimer.current = setTimeout(() => redirect('list', 'pages'), PAGE_SAVE_REDIRECT_DELAY_MS);
    },
    onError: (error: unknown) => toast.error(problemDetail(error), 'Page not saved'),
  };
}
