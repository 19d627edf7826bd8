import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'ingest', environment: 'node', globals: true, include: ['src/**/*.test.ts'], testTimeout: 60000 },
});
