// Types of the MUI files reached past the package's entry points (tools/rspack/muiDeepEntryPoints.mjs):
// the same functions `@mui/material/styles` exports, without its CSS-variable half.
declare module '@mui/material/styles/createThemeNoVars' {
  import type { Theme, ThemeOptions } from '@mui/material/styles';
  export default function createThemeNoVars(options?: ThemeOptions, ...args: object[]): Theme;
}

declare module '@mui/material/styles/ThemeProviderNoVars' {
  import type { ReactNode } from 'react';
  import type { Theme } from '@mui/material/styles';
  export default function ThemeProviderNoVars(props: { theme: Theme; children?: ReactNode }): ReactNode;
}

declare module '@mui/material/styles/useTheme' {
  import type { Theme } from '@mui/material/styles';
  export default function useTheme(): Theme;
}
