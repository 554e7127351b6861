// Starts a server-rendered page's modules (listed on this script's tag, each after the chunks it
// imports) once the server's HTML has painted. Each request is started, and each module run,
// in a task of its own, so no single task holds a phone's main thread for the whole app's start.
// (Preload tags in the HTML would fetch them before the first paint, which a slow link then waits for.)
const modules = document.querySelector<HTMLScriptElement>('script[data-app-modules]')?.dataset.appModules?.split(' ').filter(Boolean) ?? [];
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

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

// After the next painted frame; a hidden tab paints nothing, so it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void start()));
else void start();
