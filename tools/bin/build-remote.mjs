#!/usr/bin/env node
// `npm run build -w mfe-<name>`: an immutable, versioned build of the remote in this folder.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { buildRemote } = await import('../src/build/remoteBuild.ts');
const remote = path.basename(process.cwd()).replace(/^mfe-/, '');
try {
  await buildRemote(remote);
} catch (error) {
  console.error(`build refused: ${error.message}`);
  process.exitCode = 1;
}
