import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShellConfig, createShellFrameConfig, modeFrom } from '@matchday/tools/rspack/createConfig.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

// A production build also bundles the static frame's renderer (written out by the build).
export default (_env, argv) => {
  const mode = modeFrom(argv);
  const shell = createShellConfig({ appDir, mode, devPort: 3080 });
  return mode === 'production' ? [shell, createShellFrameConfig({ appDir })] : shell;
};
