import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { LIVE_DATA, MUI_ALERTS, MUI_CONTENT, MUI_FORMS, MUI_INPUTS, MUI_OVERLAYS, PLATFORM, isMuiCore, isPerContainerModule, muiCoreFiles, splitChunks } from './chunkGroups.mjs';
import { MUI_CREATE_THEME_REPLACEMENT } from './muiDeepEntryPoints.mjs';
import { repoRoot } from './sharedModules.mjs';

const material = (file) => path.join(repoRoot, 'node_modules/@mui/material', file);

describe('chunk groups', () => {
  it('puts the shared platform modules and their libraries in one chunk, not translations or UI', () => {
    for (const file of ['/r/shared/src/stores/sessionStore.ts', '/r/contracts/src/constants.ts', '/r/shared/src/format/format.ts', '/r/node_modules/zustand/esm/react.mjs', '/r/node_modules/react-router/dist/production/index.mjs'])
      expect(PLATFORM.test(file), file).toBe(true);
    for (const file of ['/r/contracts/src/i18n/common/en_US.json', '/r/ui/src/PageFrame.tsx', '/r/shared/src/http/httpClient.ts', '/r/node_modules/axios/lib/axios.js'])
      expect(PLATFORM.test(file), file).toBe(false);
  });

  it("keeps out what other libraries use too: react-i18next's store shim is React's own hook, in the platform", () => {
    // The charts and the editor use the shim's `with-selector`: in the platform, it made their
    // chunks load a remote's whole platform file.
    expect(PLATFORM.test('/r/node_modules/use-sync-external-store/shim/index.js')).toBe(false);
    expect(PLATFORM.test(path.join(repoRoot, 'tools/rspack/reactSyncExternalStore.mjs'))).toBe(true);
  });

  it("puts MUI's foundations, the components every page shows and all they reach in one chunk", () => {
    for (const file of [material('Button/Button.mjs'), material('styles/createTheme.mjs'), material('Skeleton/Skeleton.mjs')])
      expect(isMuiCore({ resource: file }), file).toBe(true);
    expect(isMuiCore({ resource: path.join(repoRoot, 'node_modules/@mui/system/spacing/spacing.mjs') })).toBe(true);
    expect(isMuiCore({ resource: path.join(repoRoot, 'node_modules/@emotion/react/dist/x.js') })).toBe(true);
    // What the theme and a button reach in other folders comes along, not those folders' components.
    const core = muiCoreFiles();
    expect(core.has(material('ButtonGroup/ButtonGroupContext.mjs'))).toBe(true);
    expect(core.has(material('OutlinedInput/outlinedInputClasses.mjs'))).toBe(true);
    for (const file of [material('ButtonGroup/ButtonGroup.mjs'), material('TextField/TextField.mjs'), material('Dialog/Dialog.mjs'), material('Alert/Alert.mjs')])
      expect(isMuiCore({ resource: file }), file).toBe(false);
    // The build's own createTheme (muiCreateTheme.mjs) stands where MUI's was: in the core.
    expect(isMuiCore({ resource: MUI_CREATE_THEME_REPLACEMENT })).toBe(true);
    expect(core.has(material('styles/createThemeNoVars.mjs'))).toBe(true);
  });

  it('cuts the rest of MUI by family', () => {
    expect(MUI_FORMS.test('/r/node_modules/@mui/material/TextField/TextField.mjs')).toBe(true);
    expect(MUI_FORMS.test('/r/node_modules/@mui/material/Select/Select.mjs')).toBe(true);
    // A search box and a filter bar load the inputs, not TextField's select with its menu.
    for (const family of ['InputBase', 'OutlinedInput', 'NativeSelect', 'FormControl', 'ToggleButtonGroup']) {
      expect(MUI_INPUTS.test(`/r/node_modules/@mui/material/${family}/${family}.mjs`), family).toBe(true);
      expect(MUI_FORMS.test(`/r/node_modules/@mui/material/${family}/${family}.mjs`), family).toBe(false);
    }
    expect(MUI_INPUTS.test('/r/node_modules/@mui/material/InputBaseX/x.mjs')).toBe(false);
    // The outlined input styles itself by the select's class names: those come with the inputs.
    expect(MUI_INPUTS.test('/r/node_modules/@mui/material/Select/selectClasses.mjs')).toBe(true);
    expect(MUI_INPUTS.test('/r/node_modules/@mui/material/Select/Select.mjs')).toBe(false);
    expect(MUI_OVERLAYS.test('/r/node_modules/@mui/material/Dialog/Dialog.mjs')).toBe(true);
    expect(MUI_OVERLAYS.test('/r/node_modules/@mui/material/Menu/Menu.mjs')).toBe(true);
    expect(MUI_CONTENT.test('/r/node_modules/@mui/material/Chip/Chip.mjs')).toBe(true);
    // Alerts, with the icons they draw: forms and toasts load them, the home page does not.
    for (const file of ['Alert/Alert.mjs', 'AlertTitle/AlertTitle.mjs', 'internal/svg-icons/ErrorOutline.mjs', 'internal/svg-icons/Close.mjs'])
      expect(MUI_ALERTS.test(`/r/node_modules/@mui/material/${file}`), file).toBe(true);
    for (const file of ['Alerts/x.mjs', 'internal/svg-icons/ArrowDropDown.mjs', 'Snackbar/Snackbar.mjs'])
      expect(MUI_ALERTS.test(`/r/node_modules/@mui/material/${file}`), file).toBe(false);
  });

  it("puts what a live-score page reads with in one chunk, the sports' rules with the api's types", () => {
    for (const file of ['/r/contracts/src/sports/contract.ts', '/r/contracts/src/sports/rules.ts', '/r/shared/src/live/matchFeed.ts', '/r/contracts/src/realtime/protocol.ts', '/r/shared/src/http/publicRead.ts'])
      expect(LIVE_DATA.test(file), file).toBe(true);
    for (const file of ['/r/contracts/src/tips/contract.ts', '/r/shared/src/http/httpClient.ts', '/r/ui/src/PageFrame.tsx'])
      expect(LIVE_DATA.test(file), file).toBe(false);
  });

  it("leaves a remote's own copies of per-container modules with its code, out of its live-data file of fallbacks", () => {
    const module = (resource) => ({ resource });
    const remote = splitChunks().cacheGroups.liveData.test;
    const shell = splitChunks({ shell: true }).cacheGroups.liveData.test;
    expect(isPerContainerModule('/r/shared/src/live/matchCentreRead.ts')).toBe(true);
    expect(isPerContainerModule('/r/shared/src/live/matchFeed.ts')).toBe(false);
    expect(remote(module('/r/shared/src/live/matchCentreRead.ts'))).toBe(false);
    expect(remote(module('/r/shared/src/live/matchFeed.ts'))).toBe(true);
    expect(shell(module('/r/shared/src/live/matchCentreRead.ts'))).toBe(true);
  });
});
