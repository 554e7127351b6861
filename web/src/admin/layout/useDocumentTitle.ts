import { useEffect } from 'react';
import { useDefaultTitle } from 'react-admin';

/** Where react-admin's <Title> puts each screen's name (TitlePortal). */
const TITLE_ID = 'react-admin-title';

/**
 * The browser tab names the screen the app bar names: "Blog Posts · Blog CMS". Every screen
 * already sets its app-bar title, so the tab follows that one element instead of a call per screen.
 */
export function useDocumentTitle(): void {
  const title = useDefaultTitle();
  const appName = typeof title === 'string' ? title : '';
  useEffect(() => {
    const element = document.getElementById(TITLE_ID);
    if (!element) return;
    const before = document.title;
    const update = () => {
      const screen = element.textContent?.trim();
      document.title = [screen, appName].filter(Boolean).join(' · ');
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = before;
    };
  }, [appName]);
}
