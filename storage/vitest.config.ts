import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'storage', environment: 'node', globals: true, include: ['src/**/*.test.ts'], testTimeout: 30000 },
});
