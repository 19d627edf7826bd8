import { defineConfig } from 'vitest/config';
import { apiProjects } from './api/vitest.projects';

// Every workspace's unit and component tests; each workspace also runs alone (`npm test -w <name>`).
// The api's run on the embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set.
export default defineConfig({
  test: { projects: ['shared', 'tools', 'ingest', 'shell', 'mfe-*', ...apiProjects] },
});
