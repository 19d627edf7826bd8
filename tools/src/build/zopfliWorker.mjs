// One thread of the build's gzip pool (tools/src/build/precompress.ts): zopfli runs on the CPU
// for seconds a file, so files are spread over the machine's cores.
import { parentPort } from 'node:worker_threads';
import { gzipAsync } from '@gfx/zopfli';

parentPort.on('message', async ({ id, body, iterations }) => {
  const gzipped = await gzipAsync(body, { numiterations: iterations });
  parentPort.postMessage({ id, gzipped }, [gzipped.buffer]);
});
