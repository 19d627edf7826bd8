// The shell's page, as its server sends it for every address of the site: the static frame in
// the language (`?lang=`, then the `lang` cookie, then zh_CN) and colour mode (`theme` cookie)
// the request asks for, with what the page needs before its first script in it: the runtime
// configuration, the current release, and early connections to the release's remotes.
import fs from 'node:fs';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID } from '@matchday/shared/config/runtimeConfig';
import { resolveLanguage } from '@matchday/shared/i18n/languageResolution';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { matchRoute, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { readThemeCookie } from '@matchday/shared/stores/themeModeStore';
import { FIRST_ANSWERS_ELEMENT_ID } from '@matchday/shared/firstScreen/firstAnswers';
import { FIRST_SCREEN_ELEMENT_ID, VISITOR_SCREEN_ATTRIBUTE } from '@matchday/shared/firstScreen/firstScreen';
import type { DrawnFirstScreen } from './firstScreen';
import { FRAMES_DIR, frameFileName } from '../build/shellFrames';
import { withStyleNonce } from './pageSecurity';

export const BOOT_MARKER = '<!--matchday:boot-->';

export interface PageRequest {
  pathname: string;
  search: string;
  cookie: string;
}

/** The frame file for a request, or null when the build has no frames (the plain page then). */
export function framePath(distDir: string, request: Pick<PageRequest, 'search' | 'cookie'>): string {
  const { language } = resolveLanguage({ search: request.search, cookie: request.cookie });
  const mode = readThemeCookie(request.cookie) ?? 'light';
  return path.join(distDir, FRAMES_DIR, frameFileName(language, mode));
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Early connections to the origins of the release's remotes, the page's own first; and the
 * page's remote manifest fetched at once, in parallel with the shell's scripts.
 */
export function remoteHints(release: ReleaseManifest | null, pathname: string): string {
  if (!release) return '';
  const owner = matchRoute(pathname)?.owner;
  const enabled = (Object.entries(release.remotes) as [RemoteId, ReleaseManifest['remotes'][RemoteId]][]).filter(([, remote]) => remote.enabled);
  enabled.sort(([a], [b]) => Number(b === owner) - Number(a === owner));
  const origins = [...new Set(enabled.map(([, remote]) => new URL(remote.manifestUrl, 'http://same-origin.invalid').origin))].filter(
    (origin) => origin !== 'http://same-origin.invalid',
  );
  const hints = origins.map((origin) => `<link rel="preconnect" href="${attribute(origin)}" crossorigin />`);
  const page = enabled.find(([remote]) => remote === owner);
  if (page) hints.push(`<link rel="preload" href="${attribute(page[1].manifestUrl)}" as="fetch" crossorigin />`);
  return hints.join('');
}

export function injectBoot(page: string, boot: { config: unknown; release: ReleaseManifest | null; hints: string; nonce?: string }): string {
  // The boot element carries the page's style nonce for the apps' style caches (emotion).
  const nonce = boot.nonce ? ` nonce="${attribute(boot.nonce)}"` : '';
  const data = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}"${nonce}>${scriptSafeJson({ config: boot.config, release: boot.release })}</script>`;
  return page.includes(BOOT_MARKER) ? page.replace(BOOT_MARKER, () => `${boot.hints}${data}`) : page.replace('</head>', () => `${boot.hints}${data}</head>`);
}

const EMPTY_FIRST_SCREEN = `<div id="${FIRST_SCREEN_ELEMENT_ID}"></div>`;

/**
 * The page with a first screen drawn in its area: the HTML in the frame's empty element, its
 * styles at the end of the head, and the answers it was drawn from at the end of the body. A
 * frame without the element (an older shell build) is sent as it is.
 */
export function withFirstScreen(page: string, firstScreen: DrawnFirstScreen | null | undefined): string {
  if (!firstScreen || !page.includes(EMPTY_FIRST_SCREEN)) return page;
  const answers = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${scriptSafeJson(firstScreen.answers)}</script>`;
  return page
    .replace(
      EMPTY_FIRST_SCREEN,
      // A form's copy is inert inside the element: the shell keeps the element's content as sent.
      () =>
        `<div id="${FIRST_SCREEN_ELEMENT_ID}"${firstScreen.visitor ? ` ${VISITOR_SCREEN_ATTRIBUTE}="visitor"` : ''}>${firstScreen.inert ? `<div inert="">${firstScreen.html}</div>` : firstScreen.html}</div>`,
    )
    .replace('</head>', () => `${firstScreen.styles}</head>`)
    .replace('</body>', () => `${answers}</body>`);
}

interface CachedFile {
  mtimeMs: number;
  text: string;
}

/** Builds the page for a request; frames are read once and again when a build replaces them. */
export function createShellPageRenderer(distDir: string, state: () => { config: unknown; release: ReleaseManifest | null }) {
  const cache = new Map<string, CachedFile>();
  const read = (file: string): string | null => {
    try {
      const { mtimeMs } = fs.statSync(file);
      const cached = cache.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.text;
      const text = fs.readFileSync(file, 'utf8');
      cache.set(file, { mtimeMs, text });
      return text;
    } catch {
      return null;
    }
  };
  /** The page for a request, with its first screen if one was drawn; with a nonce, every style element carries it. */
  return (request: PageRequest, nonce?: string, firstScreen?: DrawnFirstScreen | null): string => {
    const frame = read(framePath(distDir, request)) ?? read(path.join(distDir, 'index.html'));
    if (frame === null) throw new Error(`${distDir} has no index.html; build the shell first`);
    const page = withFirstScreen(frame, firstScreen);
    const { config, release } = state();
    return injectBoot(nonce ? withStyleNonce(page, nonce) : page, { config, release, hints: remoteHints(release, request.pathname), nonce });
  };
}
