// How this project drives a browser: Debian's Chromium (a tool's own browser download does
// not work on the build machines), with the flags that keep it off the network.
import fs from 'node:fs';

/** The full browser: the benches measure what a fan's Chromium does (`npm run bench:*`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The tests' browser (the e2e suite, the byte budgets): Chromium's headless shell, Debian's
 * `chromium-headless-shell` — the same Blink and V8 as `chromium`, without the full browser's
 * compositing and GPU processes, which took a third of the e2e suite's CPU on a 2-core machine.
 * It is what Playwright itself runs headless tests in. The full browser where it is missing.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
