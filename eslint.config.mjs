import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiCallsRule } from './tools/eslint/apiCallsRule.mjs';
import matchday from './tools/eslint/boundariesRule.mjs';
import { formattingConfig } from './tools/eslint/formattingRule.mjs';

/** Imports an app makes through `@matchday/shared` instead (see each message). */
const RESTRICTED_IMPORTS = [
  {
    name: 'react-router',
    message: 'Import routing from @matchday/shared/routing/router (one shared, tree-shaken copy).',
  },
  {
    name: 'react-router-dom',
    message: 'Import routing from @matchday/shared/routing/router (one shared, tree-shaken copy).',
  },
  {
    name: 'react-i18next',
    message: 'Import from @matchday/shared/i18n/react (one shared instance per page).',
  },
  // A remote that imports a platform library itself compiles it into its `platform`
  // file, and loading that file brings its fallback copies of every platform module.
  { name: 'zustand', allowTypeImports: true, message: 'Make stores with @matchday/shared/stores/store (the page\'s shared zustand).' },
  { name: 'rxjs', allowTypeImports: true, message: 'Use the bus and clients of @matchday/shared (the page\'s shared rxjs).' },
  { name: 'i18next', allowTypeImports: true, message: 'Use @matchday/shared/i18n/i18n (the page\'s one i18next instance).' },
  { name: '@mui/material', message: 'Import MUI components by path (@mui/material/Button).' },
  {
    name: '@mui/material/styles',
    allowTypeImports: true,
    message:
      'A shared module is loaded whole and this one carries the CSS-variable themes: use @mui/material/styles/{createThemeNoVars,ThemeProviderNoVars,useTheme} (tools/rspack/muiDeepEntryPoints.mjs).',
  },
];

/** Platform libraries (above) that the shared singleton modules, their fakes and tests may import. */
const PLATFORM_LIBRARIES = ['zustand', 'rxjs', 'i18next'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'deploy/**', '.e2e-deploy/**', '**/test-results/**', '**/playwright-report/**', '.data/**', '**/.prerender/**', '.scratch/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { matchday: { rules: { ...matchday.rules, 'api-calls': apiCallsRule } }, 'react-hooks': reactHooks },
    rules: {
      'matchday/boundaries': 'error',
      'matchday/api-calls': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // typescript-eslint's version of the rule, so a type-only import can be allowed.
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { paths: RESTRICTED_IMPORTS }],
    },
  },
  // No app formats dates, times or numbers itself (shared/src/format/format.ts does).
  formattingConfig,
  {
    // The two facades are where those libraries are allowed in.
    files: ['shared/src/routing/router.ts', 'shared/src/i18n/react.ts', 'shared/src/i18n/i18n.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The shared singletons hold the platform libraries for every app; tests do not ship.
    files: ['shared/src/{bus,live,realtime,stores,testing}/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: RESTRICTED_IMPORTS.filter((entry) => !PLATFORM_LIBRARIES.includes(entry.name)) }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
