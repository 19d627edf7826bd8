#!/usr/bin/env node
// The release command (see tools/src/release/cli.ts for its verbs).
import { register } from 'tsx/esm/api';

register();
const { runReleaseCommandAsOperator } = await import('../src/release/cli.ts');
try {
  for (const line of await runReleaseCommandAsOperator(process.argv.slice(2))) console.log(line);
} catch (error) {
  console.error(`release refused: ${error.message}`);
  process.exitCode = 2;
}
