#!/usr/bin/env node
// `npm run bench:live`: realtime latency, the main thread under load, scrolling, the first live
// score and first-visit JavaScript of the home page (see tools/src/bench/liveBench.ts). Prints
// numbers with their goals; it does not fail on them. `npm run build` first.
import { register } from 'tsx/esm/api';

register();
const { runLiveBench } = await import('../src/bench/liveBench.ts');
for (const line of await runLiveBench()) console.log(line);
