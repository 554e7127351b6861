import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media query matches now; follows changes (window resizes). Undefined when
 * rendered ahead of time (no window): the page's CSS has to decide by itself then.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
