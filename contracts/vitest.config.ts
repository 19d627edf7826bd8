import { defineProject } from 'vitest/config';

// Contracts are plain modules: their tests run in node.
export default defineProject({ test: { name: 'contracts', environment: 'node', globals: true, include: ['src/**/*.test.ts'] } });
