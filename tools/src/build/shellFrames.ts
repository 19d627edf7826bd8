// Writes the shell's static frames after its build: one page per language and colour mode
// (`shell/dist/frames/<locale>.<mode>.html`), each the built `index.html` with the frame the
// shell's own components render (shell/src/prerender/renderFrame.tsx) filled in. The shell's
// server sends the one the request asks for (tools/src/serve/shellPage.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDir, shellDistDir } from '../config/paths';

export const FRAMES_DIR = 'frames';

export interface Frame {
  htmlAttributes: Record<string, string>;
  title: string;
  description: string;
  head: string;
  body: string;
}

interface FrameRenderer {
  renderFrame(locale: string, mode: string): Promise<Frame>;
  LOCALES: readonly string[];
  THEME_MODES: readonly string[];
}

export const frameFileName = (locale: string, mode: string) => `${locale}.${mode}.html`;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The built page with a frame in it; refuses a page that is not the build's template. */
export function fillTemplate(template: string, frame: Frame): string {
  const steps: [RegExp, string][] = [
    [/<html[^>]*>/, `<html ${Object.entries(frame.htmlAttributes).map(([name, value]) => `${name}="${attribute(value)}"`).join(' ')}>`],
    [/<title>[^<]*<\/title>/, `<title>${frame.title}</title>`],
    [/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${frame.description}" />`],
    [/<!--matchday:frame-head-->/, frame.head],
    [/<div id="root"><\/div>/, `<div id="root">${frame.body}</div>`],
  ];
  let page = template;
  for (const [pattern, replacement] of steps) {
    if (!pattern.test(page)) throw new Error(`the shell's index.html has no ${pattern.source}; build the shell first`);
    page = page.replace(pattern, () => replacement);
  }
  return page;
}

const FRAME_BUNDLE = () => path.join(appDir('shell'), '.prerender', 'renderFrame.cjs');

/** Renders every frame in this process, which must run React and MUI as in production. */
export async function renderFramesHere(distDir = shellDistDir(), bundle = FRAME_BUNDLE()): Promise<string[]> {
  // Development builds label emotion's class names; the page's production classes must match.
  if (process.env.NODE_ENV !== 'production') throw new Error('static frames must be rendered with NODE_ENV=production');
  const require = createRequire(import.meta.url);
  const renderer = require(bundle) as FrameRenderer;
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const dir = path.join(distDir, FRAMES_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const locale of renderer.LOCALES)
    for (const mode of renderer.THEME_MODES) {
      const file = path.join(dir, frameFileName(locale, mode));
      fs.writeFileSync(file, fillTemplate(template, await renderer.renderFrame(locale, mode)));
      written.push(file);
    }
  return written;
}

/** Renders the frames in a process of their own, with the libraries in production mode. */
export function writeShellFrames(distDir = shellDistDir()): string[] {
  const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), distDir], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output) as string[];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = await renderFramesHere(process.argv[2]);
  process.stdout.write(JSON.stringify(written));
}
