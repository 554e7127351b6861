import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['codegen/**', 'web/dist*/**', 'node_modules/**', 'data/**', '.tools/**', '.venv/**', '.e2e-data/**', '.ci-results/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Repositories are the only code that touches the database driver: services and handlers reach
    // stored data through a repository's interface, so each can be tested with an in-memory fake.
    files: ['api/src/**/*.{ts,tsx}'],
    ignores: ['api/src/**/repository/**', 'api/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'mongoose', message: 'Only repositories (a resource\'s repository/ folder) and db/ use mongoose.' }],
          patterns: [{ group: ['**/repository/model.ts', '**/repository/*Model.ts'], message: 'Models stay inside their repository; use its interface.' }],
        },
      ],
    },
  },
);
