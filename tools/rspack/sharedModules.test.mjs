import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRelativeRequest, entryPointFile, platformEntryPoints, repoRoot, SINGLETON_LIBRARIES, sharedModules } from './sharedModules.mjs';

describe('platformEntryPoints', () => {
  it('lists the MUI entry points the sources import, not the ones only tests import', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-entry-points-'));
    fs.mkdirSync(path.join(root, 'app/src/features'), { recursive: true });
    fs.writeFileSync(path.join(root, 'app/src/features/Page.tsx'), "import Button from '@mui/material/Button';\nimport Menu from \"@mui/icons-material/Menu\";\n");
    fs.writeFileSync(path.join(root, 'app/src/features/lazy.ts'), "export const load = () => import('@mui/material/Dialog');\n");
    fs.writeFileSync(path.join(root, 'app/src/features/Page.test.tsx'), "import Slider from '@mui/material/Slider';\n");
    // Icons are bundled by each app, not shared.
    expect(platformEntryPoints(root, ['app/src'])).toEqual(['@mui/material/Button', '@mui/material/Dialog']);
  });

  it('leaves out type-only imports and module augmentations, which load nothing', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-entry-points-'));
    fs.mkdirSync(path.join(root, 'app/src'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'app/src/theme.ts'),
      [
        "import createTheme from '@mui/material/styles/createThemeNoVars';",
        'import type {',
        '  Theme,',
        "} from '@mui/material/styles';",
        "export type { Palette } from '@mui/material/styles';",
        "declare module '@mui/material/styles' { interface Palette { live: string } }",
        "export { default as Chip } from '@mui/material/Chip';",
      ].join('\n'),
    );
    expect(platformEntryPoints(root, ['app/src'])).toEqual(['@mui/material/Chip', '@mui/material/styles/createThemeNoVars']);
  });
});

describe('entryPointFile', () => {
  it('resolves an entry point to its ES module build, through the package exports', () => {
    expect(entryPointFile('@mui/material/Button')).toBe(path.join(repoRoot, 'node_modules/@mui/material/Button/index.mjs'));
    expect(entryPointFile('@mui/material/styles')).toBe(path.join(repoRoot, 'node_modules/@mui/material/styles/index.mjs'));
  });

  it('resolves the theme files the site reaches past the styles barrel to their own files', () => {
    expect(entryPointFile('@mui/material/styles/ThemeProviderNoVars')).toBe(path.join(repoRoot, 'node_modules/@mui/material/styles/ThemeProviderNoVars.mjs'));
  });

  it('refuses an entry point the package does not have', () => {
    expect(() => entryPointFile('@mui/material/NoSuchThing')).toThrow(/no entry point/);
  });
});

describe('appRelativeRequest', () => {
  it('writes a file as a request from the app, the same wherever the repository is', () => {
    expect(appRelativeRequest('/a/repo/shell', '/a/repo/node_modules/@mui/material/Button/index.mjs')).toBe('../node_modules/@mui/material/Button/index.mjs');
    expect(appRelativeRequest('/b/clone/shell', '/b/clone/node_modules/@mui/material/Button/index.mjs')).toBe('../node_modules/@mui/material/Button/index.mjs');
    expect(appRelativeRequest('/a/repo/shell', '/a/repo/shell/src/x.ts')).toBe('./src/x.ts');
  });
});

describe('sharedModules', () => {
  it('makes the shell provide every MUI entry point the site imports, and a remote only what it uses', () => {
    const shell = sharedModules(path.join(repoRoot, 'shell'), { providesPlatform: true });
    const remote = sharedModules(path.join(repoRoot, 'mfe-news'));
    for (const request of platformEntryPoints()) {
      expect(path.resolve(repoRoot, 'shell', shell[request]?.import)).toBe(entryPointFile(request));
      expect(shell[request]?.singleton).toBe(true);
    }
    expect(remote['@mui/material/']).toMatchObject({ singleton: true });
    expect(Object.values(remote).some((config) => typeof config.import === 'string')).toBe(false);
  });

  it('shares the React and emotion singletons and every @matchday/shared module but per-container ones', () => {
    const shared = sharedModules(path.join(repoRoot, 'mfe-scores'));
    for (const library of SINGLETON_LIBRARIES) expect(shared[library]).toMatchObject({ singleton: true });
    expect(shared['@matchday/shared/bus/eventBus']).toMatchObject({ singleton: true });
    expect(shared['@matchday/shared/format/format']).toMatchObject({ singleton: true });
    expect(shared['@matchday/ui/PageFrame']).toBeUndefined();
  });

  it('makes the shell provide every @matchday/shared module, including those only remotes import', () => {
    const shell = sharedModules(path.join(repoRoot, 'shell'), { providesPlatform: true });
    expect(shell['@matchday/shared/live/liveMatches']).toMatchObject({ singleton: true, import: '../shared/src/live/liveMatches.ts' });
    expect(shell['@matchday/shared/bus/eventBus']?.import).toBe('../shared/src/bus/eventBus.ts');
    expect(sharedModules(path.join(repoRoot, 'mfe-scores'))['@matchday/shared/live/liveMatches']?.import).toBeUndefined();
  });
});
