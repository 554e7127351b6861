/**
 * Stands in for ra-core's default router provider (web/vite.config.ts points ra-core's
 * `adapters/reactRouterProvider.js` here). ra-core makes react-router its context's default value,
 * which puts the whole of react-router in the back office's first download although the admin
 * always runs on the app's TanStack Router: the default is that same router instead.
 */
export { tanStackRouterProvider as reactRouterProvider } from 'ra-router-tanstack';
