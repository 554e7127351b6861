// Starts the app on the prerendered landing page (see web/scripts/prerender.ts) once the page has
// painted, so that on a phone its scripts do not compete with the first paint and the hero image.
// The modules to load, the entry first, are listed on this script's tag by the build.
const tag = document.querySelector('script[data-app-modules]');
const modules = tag?.dataset.appModules?.split(' ').filter(Boolean) ?? [];

function start() {
  for (const url of modules) {
    import(url).catch((error) => console.error(`Could not load ${url}; the page stays as it is.`, error));
  }
}

// After the next frame is painted; a hidden tab paints nothing, so it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
