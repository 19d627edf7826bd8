import { describe, expect, it } from 'vitest';
import createTheme from './muiCreateTheme.mjs';
import createThemeNoVars from '../../node_modules/@mui/material/styles/createThemeNoVars.mjs';
import muiCreateTheme from '../../node_modules/@mui/material/styles/createTheme.mjs';

describe("the build's createTheme (MUI's without CSS-variable themes)", () => {
  it("makes MUI's default theme exactly as MUI's own createTheme does", () => {
    // What MUI asks for: its default theme, without options, and the same with a palette.
    expect(JSON.stringify(createTheme())).toBe(JSON.stringify(muiCreateTheme()));
    expect(JSON.stringify(createTheme({ palette: { mode: 'dark' } }))).toBe(JSON.stringify(createThemeNoVars({ palette: { mode: 'dark' } })));
  });

  it('refuses a theme it cannot make, instead of making another', () => {
    expect(() => createTheme({ cssVariables: true })).toThrow(/CSS variables/);
    expect(() => createTheme({ colorSchemes: { dark: true } })).toThrow(/colour schemes/);
  });
});
