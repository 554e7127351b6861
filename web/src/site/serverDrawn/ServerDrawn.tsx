import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';

/** Set once a page the server drew has been hydrated: every later render is the browser's own. */
let hydrated = false;

/** Test files share this module: each starts as the page the server drew, not yet hydrated. */
export function forgetHydration(): void {
  hydrated = false;
}

/**
 * A block with no behaviour of its own (plain links and GET forms). On the page the server drew it
 * keeps the server's HTML as it is, so hydrating it walks none of its nodes (`children` is not even
 * called); drawn in the browser (a client navigation) it renders as usual. `onClick` hears the
 * clicks inside it either way (links that follow a rule of the app's).
 */
export function ServerDrawn({ id, className, onClick, children }: { id: string; className?: string; onClick?: (event: MouseEvent<HTMLDivElement>) => void; children: () => ReactNode }) {
  const [serverHtml] = useState(() => (hydrated || typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML));
  useEffect(() => {
    hydrated = true;
  }, []);
  if (serverHtml !== undefined) return <div id={id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return (
    <div id={id} className={className} onClick={onClick}>
      {children()}
    </div>
  );
}
