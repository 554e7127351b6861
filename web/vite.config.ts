import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontCores } from './vite/fontCores.ts';

const API = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page in one chunk of its own, keeping the API reads and
      // the page out of the landing's scripts.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component', 'errorComponent', 'notFoundComponent']] },
      routesDirectory: `${import.meta.dirname}/src/routes`,
      // Generated code lives with the rest in codegen/ (`make codegen` and `vite build` both write it).
      generatedRouteTree: `${import.meta.dirname}/../codegen/router/routeTree.gen.ts`,
    }),
    react(),
    // The server build of the pages needs no font files.
    !isSsrBuild && fontCores(),
  ],
  resolve: {
    alias: [
      // ra-core's default router is react-router; the back office only uses TanStack Router's.
      { find: /^\.\/adapters\/reactRouterProvider\.js$/, replacement: `${import.meta.dirname}/src/admin/routing/defaultRouterProvider.ts` },
      { find: /^object\.entries$/, replacement: `${import.meta.dirname}/shims/object-entries.cjs` },
      { find: /^jsonexport\/dist\/index\.js$/, replacement: `${import.meta.dirname}/shims/jsonexport.cjs` },
    ],
  },
  build: {
    rolldownOptions: {
      // The app, and the small script that starts a server-rendered page's modules after its first paint.
      input: isSsrBuild ? undefined : { index: `${import.meta.dirname}/index.html`, startApp: `${import.meta.dirname}/src/startApp.ts` },
      output: {
        // What every page needs at first load in one chunk: fewer requests and better gzip than
        // the shared crumbs the splitter would otherwise cut (the landing's JS budget is tight).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // First claim on a module both groups match (the query client lies in api/ too).
              priority: 2,
              // The API client goes with it: the court search's lazy chunk uses it too, and a chunk
              // without a stylesheet adds no stylesheet entry to the landing's own script. So do the
              // sign-in flag, the query client and the constants the back office shares with the site,
              // which would otherwise bring it the whole site chunk.
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](history|router-core|react-router|store|react-store|query-core|react-query))[\\/]|vite[\\/]preload-helper|web[\\/]src[\\/](api[\\/](fetcher|queryClient)|auth[\\/](flag|useSignedIn))|common[\\/](apiError|constants)/,
            },
            {
              // The small pieces every public page shares (API reads, cards, footer, newsletter, the page routes'
              // shared options and head, the kept server HTML of the landing and the gear chart): one chunk, not ten.
              name: 'site',
              test: /[\\/](web[\\/]src[\\/](api[\\/]|site[\\/](blog[\\/](PostCard|readingTime)|post[\\/]formatDate|nav[\\/]|footer[\\/]|scroll[\\/]|serverDrawn[\\/]|routing[\\/]RoutePage|seo[\\/]useHead|NotFound|landing[\\/](Newsletter|Section)))|common[\\/]site|codegen[\\/]orval[\\/]endpoints[\\/]public)/,
            },
          ],
        },
      },
    },
    outDir: 'dist',
    // The server build of the pages (dist/.ssr) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    // The pages start their own modules (src/startApp.ts); no preload lists in the chunks (a route's
    // stylesheets are still loaded with it).
    modulePreload: false,
    // The server reads it (api/src/site/pages/template.ts) to inline each page's stylesheets and list its chunks.
    manifest: true,
    emptyOutDir: true,
    // Maps stay in dist for debugging but are not linked from the scripts (the server refuses *.map).
    sourcemap: 'hidden',
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': API, '/rss.xml': API, '/sitemap.xml': API },
  },
}));
