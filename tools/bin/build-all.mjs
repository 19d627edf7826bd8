#!/usr/bin/env node
// `npm run build`: the shell, then every remote into its immutable version folder.
import { register } from 'tsx/esm/api';

register();
const { buildAll } = await import('../src/build/buildAll.ts');
try {
  await buildAll();
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exitCode = 1;
}
