// Writes TanStack Router's route tree (codegen/router/routeTree.gen.ts) from web/src/routes, as
// `vite build` does: resolving the web's vite config runs the router plugin's generator, so both
// use the one configuration in web/vite.config.ts.
import { resolveConfig } from 'vite';

await resolveConfig({ configFile: 'web/vite.config.ts' }, 'build');
