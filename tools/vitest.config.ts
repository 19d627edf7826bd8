import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'tools', environment: 'node', globals: true, include: ['src/**/*.test.ts', 'eslint/**/*.test.mjs', 'rspack/**/*.test.mjs'], testTimeout: 60000 },
});
