import { useSyncExternalStore } from 'react';
import { AUTH_CHANGE_EVENT, hasSessionFlag } from './flag.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(AUTH_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(AUTH_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether this browser session carries the n4n4Auth flag; follows sign-in and sign-out. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasSessionFlag, () => false);
}
