// The MUI theme of every app, light and dark, left-to-right or right-to-left.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient types every app compiling this module needs
/// <reference path="./muiDeepImports.d.ts" />
import createTheme from '@mui/material/styles/createThemeNoVars';
import type { Theme } from '@mui/material/styles';
import type { ThemeMode } from '@matchday/shared/stores/themeModeStore';

/** Brand colours; `live` marks anything happening now (scores, rooms, odds moving). */
export const BRAND = {
  primary: '#0a7c5a',
  primaryDark: '#3ddc97',
  live: '#e5482d',
  gold: '#c99400',
} as const;

declare module '@mui/material/styles' {
  interface Palette {
    live: Palette['primary'];
    gold: Palette['primary'];
  }
  interface PaletteOptions {
    live?: PaletteOptions['primary'];
    gold?: PaletteOptions['primary'];
  }
}

const themes = new Map<string, Theme>();

/**
 * The page's theme in a mode and direction. Creating a theme is costly, and every React root
 * of the page (the shell's and each remote's) needs the same one: this module is a federation
 * singleton, so each theme is created once per page.
 */
export function matchdayTheme(mode: ThemeMode, direction: 'ltr' | 'rtl'): Theme {
  const key = `${mode}:${direction}`;
  let theme = themes.get(key);
  if (!theme) themes.set(key, (theme = createMatchdayTheme(mode, direction)));
  return theme;
}

export function createMatchdayTheme(mode: ThemeMode, direction: 'ltr' | 'rtl'): Theme {
  const dark = mode === 'dark';
  return createTheme({
    direction,
    palette: {
      mode,
      primary: { main: dark ? BRAND.primaryDark : BRAND.primary },
      secondary: { main: dark ? '#8ab4ff' : '#2755c4' },
      live: { main: BRAND.live, contrastText: '#fff' },
      gold: { main: BRAND.gold, contrastText: '#1b1300' },
      background: dark ? { default: '#0f1418', paper: '#172026' } : { default: '#f2f4f5', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "PingFang SC", "Microsoft YaHei", sans-serif',
      h1: { fontSize: '1.6rem', fontWeight: 700 },
      h2: { fontSize: '1.3rem', fontWeight: 700 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', minHeight: 44 } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  });
}
