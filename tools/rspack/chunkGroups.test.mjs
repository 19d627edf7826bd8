import { describe, expect, it } from 'vitest';
import { MUI_CORE, PLATFORM } from './chunkGroups.mjs';

describe('chunk groups', () => {
  it('puts the shared platform modules and their libraries in one chunk, not translations or UI', () => {
    for (const file of ['/r/shared/src/stores/sessionStore.ts', '/r/shared/src/constants.ts', '/r/node_modules/zustand/esm/react.mjs', '/r/node_modules/react-router/dist/production/index.mjs'])
      expect(PLATFORM.test(file), file).toBe(true);
    for (const file of ['/r/shared/src/i18n/common/en_US.json', '/r/shared/src/ui/PageFrame.tsx', '/r/shared/src/http/httpClient.ts', '/r/node_modules/axios/lib/axios.js'])
      expect(PLATFORM.test(file), file).toBe(false);
  });

  it("puts MUI's foundations and the header's components in one chunk, not every component", () => {
    for (const file of ['/r/node_modules/@mui/system/spacing/spacing.mjs', '/r/node_modules/@mui/material/styles/createTheme.mjs', '/r/node_modules/@mui/material/Button/Button.mjs', '/r/node_modules/@emotion/react/dist/x.js'])
      expect(MUI_CORE.test(file), file).toBe(true);
    for (const file of ['/r/node_modules/@mui/material/ButtonGroup/ButtonGroup.mjs', '/r/node_modules/@mui/material/TextField/TextField.mjs', '/r/node_modules/@mui/material/Dialog/Dialog.mjs'])
      expect(MUI_CORE.test(file), file).toBe(false);
  });
});
