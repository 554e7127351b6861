import { createRoot } from 'react-dom/client';
import { SearchDialog } from './SearchDialog.tsx';

let isOpen = false;

/** Shows the search dialog in a root of its own (once at a time); closing removes it. */
export function open(): void {
  if (isOpen) return;
  isOpen = true;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <SearchDialog
      onClose={() => {
        root.unmount();
        host.remove();
        isOpen = false;
      }}
    />,
  );
}
