import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig, modeFrom } from '@matchday/tools/rspack/createConfig.mjs';

export default (_env, argv) =>
  createRemoteConfig({
    appDir: path.dirname(fileURLToPath(import.meta.url)),
    mode: modeFrom(argv),
    remote: 'scores',
    devPort: 3081,
  });
