import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShellConfig, modeFrom } from '@matchday/tools/rspack/createConfig.mjs';

export default (_env, argv) =>
  createShellConfig({ appDir: path.dirname(fileURLToPath(import.meta.url)), mode: modeFrom(argv), devPort: 3080 });
