// Starts a server-rendered page's modules (listed on this script's tag, each after the chunks it
// imports) once the server's HTML has painted. Each request is started, and each module run,
// in a task of its own, so no single task holds a phone's main thread for the whole app's start.
// (Preload tags in the HTML would fetch them before the first paint, which a slow link then waits
// for. The server writes this script into the page: api/src/site/rendering/appStart.ts.)
const modules = document.querySelector<HTMLScriptElement>('script[data-app-modules]')?.dataset.appModules?.split(' ').filter(Boolean) ?? [];
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
/** Never later than this after the HTML, should the browser not report the first paint. */
const LATEST_START_MS = 3000;

async function start(): Promise<void> {
  for (const url of modules) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url }));
    await nextTask();
  }
  for (const url of modules) {
    try {
      await import(/* @vite-ignore */ url);
    } catch (error) {
      console.error(`Could not load ${url}; the page stays as it is.`, error);
      return;
    }
    await nextTask();
  }
}

/**
 * After the first paint with content (the browser's own report of it, else the next painted
 * frame); a hidden tab paints nothing, so then at once.
 */
function afterFirstPaint(begin: () => void): void {
  let begun = false;
  const once = () => {
    if (begun) return;
    begun = true;
    setTimeout(begin);
  };
  if (document.visibilityState !== 'visible') return once();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(once);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', () => document.visibilityState !== 'visible' && once());
  setTimeout(once, LATEST_START_MS);
}

afterFirstPaint(() => void start());
