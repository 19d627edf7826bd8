// MUI files the site imports past the package's entry points. `@mui/material/styles` is one
// barrel of everything theme-related, CSS-variable themes included (their provider, their
// `createTheme` path and @mui/system's cssVars), and a shared module is loaded whole: the site
// uses a plain light/dark theme, so it reaches the three files it needs (create, provide, read
// the theme) by their own names.
// Bundler, tests and the share scope resolve these names through this table.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const materialDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/@mui/material');

export const MUI_DEEP_ENTRY_POINTS = {
  '@mui/material/styles/createThemeNoVars': path.join(materialDir, 'styles/createThemeNoVars.mjs'),
  '@mui/material/styles/ThemeProviderNoVars': path.join(materialDir, 'styles/ThemeProviderNoVars.mjs'),
  '@mui/material/styles/useTheme': path.join(materialDir, 'styles/useTheme.mjs'),
};

/**
 * MUI's own `createTheme`, which the browser build replaces with muiCreateTheme.mjs (a module
 * that MUI reaches by a relative path, so the swap is made on the resolved file).
 */
export const MUI_CREATE_THEME_FILE = path.join(materialDir, 'styles/createTheme.mjs');
export const MUI_CREATE_THEME_REPLACEMENT = fileURLToPath(new URL('./muiCreateTheme.mjs', import.meta.url));

/** The CommonJS build of an entry point, for code run in Node (the shell's frame renderer). */
export const muiDeepCommonJsFile = (request) => MUI_DEEP_ENTRY_POINTS[request]?.replace(/\.mjs$/, '.js');

/** Resolve aliases (`name$` matches the request exactly). */
export const muiDeepAliases = () => Object.fromEntries(Object.entries(MUI_DEEP_ENTRY_POINTS).map(([request, file]) => [`${request}$`, file]));
