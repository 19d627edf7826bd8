#!/usr/bin/env node
// `npm run build -w shell`: the shell's browser build and its static frames.
import { register } from 'tsx/esm/api';

register();
const { buildShell } = await import('../src/build/buildAll.ts');
try {
  await buildShell();
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exitCode = 1;
}
