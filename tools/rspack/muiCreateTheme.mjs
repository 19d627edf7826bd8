// What the site's browser build runs when MUI asks for `createTheme` (tools/rspack/muiDeepEntryPoints.mjs
// swaps MUI's file for this one). MUI creates its default theme with it (Box, every styled
// component), always without options; MUI's own function also builds CSS-variable themes, and
// that branch brought createThemeWithVars and its helpers (4 KB gzip) to every page. The site's
// themes are made with createThemeNoVars (shared/src/theme/theme.ts); asking for CSS variables or
// colour schemes here is a mistake that must be seen, not a theme quietly built another way.
// Reached by its path, not the package name: a bare `@mui/material/…` request is a shared module.
import createThemeNoVars from '../../node_modules/@mui/material/styles/createThemeNoVars.mjs';

export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('MUI themes with CSS variables or colour schemes are not part of this build (tools/rspack/muiCreateTheme.mjs)');
  return createThemeNoVars(options, ...args);
}
