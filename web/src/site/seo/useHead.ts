import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { HeadSource } from './headSource.ts';

/** A server-rendered document arrives with its head written; only later pages need one built. */
let headFromServer = typeof document !== 'undefined' && document.getElementById('boot-data') !== null;

/**
 * Keeps <head> in step with the page after in-app navigation. The head builders load on first
 * need, so they cost the first page nothing: the server wrote its head already.
 */
export function useHead(source: HeadSource): void {
  const context = useRouter().options.context;
  useEffect(() => {
    if (headFromServer) {
      headFromServer = false;
      return;
    }
    let current = true;
    void import('./applyHead.ts').then(({ applyHead }) => {
      if (current) applyHead(source, context);
    });
    return () => {
      current = false;
    };
  }, [source, context]);
}
