import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import direction of docs/architecture.md, enforced: the server and the build scripts'
 * server-side code reach into src/ only through the React-free core (src/shared); the core
 * imports nothing else of src/; content is data and imports no UI; components never import
 * features or routes. tests/lint-boundaries.test.ts proves each zone fails a wrong import.
 */
export const boundaryZones = [
  { target: './server', from: './src', except: ['./shared'], message: 'The server may import only the shared core (src/shared).' },
  { target: './src/shared', from: './src', except: ['./shared'], message: 'The shared core is React-free and imports only itself.' },
  {
    target: './src/content',
    from: ['./src/components', './src/features', './src/routes', './src/pwa', './src/offline'],
    message: 'Content is data: it imports no UI.',
  },
  { target: './src/components', from: ['./src/features', './src/routes'], message: 'Components never import features or routes.' },
  { target: './src/features', from: './src/routes', message: 'Features never import routes.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.tmp',
      'node_modules',
      'src/routeTree.gen.ts',
      'reports',
      'test-results',
      'playwright-report',
      'data',
      'tests/fixtures/lint',
      // The second Node's driver and test tree (scripts/second-node.ts).
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // The router's loaders signal a redirect or a missing page by throwing its own objects.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
    },
  },
  {
    // Inside src/, imports climb with '@/', never with '../../'.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./', message: "Use the '@/' alias instead of '../../'." }] }],
    },
  },
  {
    // Playwright fixtures call `use()` too; the hooks rules only make sense for React code.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Fakes in tests stand in for async APIs and often resolve at once; that is not a bug there.
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
);
