import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { floors } from './tools/eslint/floors.js';

/** What the lint says of an API path written by hand in web/src. */
const HAND_WRITTEN_PATH =
  'Call the API through the generated SDK (codegen/hey-api/sdk.gen.ts, with `...sdk` from admin/dataProvider/sdk.ts); a link or upload target is apiUrl<…Data>() on the generated types.';

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
  {
    // The shared floors serve every resource and know none: a resource registers its list fields,
    // field texts and start-up steps in its own module.ts, and api/src/resources.ts hands them down.
    files: ['api/src/{http,db,mail,markup}/**/*.{ts,tsx}'],
    plugins: { floors },
    rules: {
      'floors/imports': [
        'error',
        {
          allow: ['api/src/http', 'api/src/db', 'api/src/mail', 'api/src/markup', 'api/src/logger.ts', 'api/src/config.ts', 'common', 'codegen'],
          message: 'http/, db/, mail/ and markup/ import no resource folder; take what a resource owns through its module.ts (http/resourceModule.ts)',
        },
      ],
    },
  },
  {
    // A back-office resource's screens use the shared admin parts and their own files, not another resource's.
    files: ['web/src/admin/*/**/*.{ts,tsx}'],
    ignores: ['web/src/admin/{common,dataProvider,testing,layout,lazy,routing}/**'],
    plugins: { floors },
    rules: {
      'floors/imports': [
        'error',
        {
          allow: ['web/src/admin/common', 'web/src/admin/dataProvider', 'web/src/admin/testing', 'web/src/admin/lazy/lazyScreen.ts', 'codegen', 'common'],
          ownFolderUnder: 'web/src/admin',
          // Imports across screen folders from before this rule: to be moved to admin/common/, never added to.
          known: [
            'web/src/admin/activity/ActivityList.tsx -> web/src/admin/posts/PostPagination.tsx',
            'web/src/admin/dashboard/RecentPosts.tsx -> web/src/admin/posts/PostStatusBadge.tsx',
            'web/src/admin/dashboard/RecentPosts.tsx -> web/src/admin/posts/PostTableHead.tsx',
            'web/src/admin/dashboard/RecentPosts.tsx -> web/src/admin/posts/viewPost.tsx',
            'web/src/admin/pages/PageList.tsx -> web/src/admin/posts/PostStatusBadge.tsx',
            'web/src/admin/posts/PostRowMenu.tsx -> web/src/admin/users/useCanWrite.ts',
            'web/src/admin/posts/PostTable.tsx -> web/src/admin/users/useCanWrite.ts',
            'web/src/admin/posts/editor/AuthorSelect.tsx -> web/src/admin/users/roles.ts',
            'web/src/admin/posts/editor/PostForm.tsx -> web/src/admin/analytics/PostViewsCard.tsx',
            'web/src/admin/posts/editor/PreviewButton.tsx -> web/src/site/post/PostArticle.tsx',
            'web/src/admin/posts/firstPage.test.tsx -> web/src/api/queryClient.ts',
            'web/src/admin/posts/history/RevisionView.tsx -> web/src/site/post/PostArticle.tsx',
          ],
          message: 'A screen folder under web/src/admin/ imports only admin/common, admin/dataProvider, admin/testing and its own files; move a part several resources share to admin/common/',
        },
      ],
    },
  },
  {
    // The back office and the site reach the API through generated code only: a path written by hand
    // escapes the contract. An address that must stay a URL is apiUrl<…Data>('/api/…'), typed on the operation.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value=/^\\x2Fapi(\\x2F|$)/]:not(CallExpression[callee.name='apiUrl'] > Literal)",
          message: HAND_WRITTEN_PATH,
        },
        {
          selector: 'TemplateLiteral[quasis.0.value.raw=/^\\x2Fapi(\\x2F|$)/]',
          message: HAND_WRITTEN_PATH,
        },
      ],
    },
  },
);
