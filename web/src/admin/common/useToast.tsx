import { Alert, AlertTitle } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { TOAST_DURATION_MS } from '../../../../common/constants.ts';

interface ToastProps {
  title: string;
  description?: string;
  severity: 'success' | 'error' | 'info';
}

/** The toast body: a title and an optional line of description. */
function Toast({ title, description, severity }: ToastProps) {
  return (
    <Alert severity={severity} variant="filled" sx={{ minWidth: 280, maxWidth: 420 }}>
      <AlertTitle>{title}</AlertTitle>
      {description}
    </Alert>
  );
}

/**
 * Toasts through react-admin's notification queue, which shows one at a time, for 5000 ms.
 * success('Post created successfully') reads "Success / Post created successfully".
 */
export function useToast() {
  const notify = useNotify();
  const show = useCallback(
    (props: ToastProps) =>
      notify(<Toast {...props} />, { type: props.severity === 'error' ? 'error' : props.severity, autoHideDuration: TOAST_DURATION_MS }),
    [notify],
  );
  return useMemo(
    () => ({
      success: (description: string, title = 'Success') => show({ title, description, severity: 'success' }),
      error: (description: string, title = 'Error') => show({ title, description, severity: 'error' }),
      info: (description: string, title: string) => show({ title, description, severity: 'info' }),
    }),
    [show],
  );
}

/** "Failed to create post: 409: ..." from a failed mutation. */
export function failure(prefix: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${prefix}: ${message}`;
}

/** What went wrong in the server's words (the problem document's `detail`), without the status code. */
export function problemDetail(error: unknown): string {
  if (error instanceof HttpError) {
    const detail = (error.body as { detail?: unknown } | undefined)?.detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  return error instanceof Error ? error.message : String(error);
}
