// The vitest project every browser-side workspace uses: jsdom, globals, jest-dom.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const setupFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'setupDom.ts');

export function domProject(name: string) {
  return defineProject({
    define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}
