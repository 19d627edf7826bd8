import { defineConfig } from 'vitest/config';

// Every workspace's unit and component tests; each workspace also runs alone (`npm test -w <name>`).
export default defineConfig({
  test: { projects: ['shared', 'tools', 'shell', 'mfe-*'] },
});
