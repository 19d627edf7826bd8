import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { apiProjects, clientAgainstApiProjects } from './api/vitest.projects';

// Every workspace's unit and component tests; each workspace also runs alone (`npm test -w <name>`).
// The api's run on the embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set.
// One test file per core (vitest's default leaves a core idle, and many files wait on a
// database or a child process part of the time); VITEST_MAX_WORKERS overrides.
export default defineConfig({
  test: {
    projects: ['contracts', 'shared', 'ui', 'tools', 'storage', 'ingest', 'shell', 'mfe-*', ...apiProjects, ...clientAgainstApiProjects],
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? os.availableParallelism()),
  },
});
