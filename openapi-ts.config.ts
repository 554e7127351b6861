import { defineConfig } from '@hey-api/openapi-ts';

// Types and a typed fetch SDK, used by the API's handlers and tests and by the admin data layer.
export default defineConfig({
  input: './codegen/openapi.yaml',
  output: { path: 'codegen/hey-api' },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
});
