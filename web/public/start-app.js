// Starts the page's modules (listed on this tag, entry first) once the server's HTML has painted.
const modules = document.querySelector('script[data-app-modules]')?.dataset.appModules?.split(' ').filter(Boolean) ?? [];
const start = () => {
  for (const url of modules) import(url).catch((error) => console.error(`Could not load ${url}; the page stays as it is.`, error));
};
// After the next painted frame; a hidden tab paints nothing, so it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
