// The vitest project every browser-side workspace uses: happy-dom, globals, jest-dom.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { MUI_DEEP_ENTRY_POINTS } from '../rspack/muiDeepEntryPoints.mjs';

const setupFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'setupDom.ts');

export function domProject(name: string) {
  return defineProject({
    define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
    resolve: { alias: Object.entries(MUI_DEEP_ENTRY_POINTS).map(([request, file]) => ({ find: request, replacement: file })) },
    test: {
      name,
      // happy-dom rather than jsdom: the same 796 component tests pass, and a file's DOM is set up
      // in a third of jsdom's time (96 s of worker time for 153 files became 40 s; docs/testing.md).
      environment: 'happy-dom',
      globals: true,
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}'],
      // A page's first render imports its lazy chunks: seconds on a loaded 2-core machine, where
      // a file shares the cores with another (one test file per core).
      testTimeout: 15_000,
    },
  });
}
