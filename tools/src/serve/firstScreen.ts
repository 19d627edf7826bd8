// The shell's server draws a page's first screen (shared/src/firstScreen/firstScreen.ts): for a
// route with first reads, it reads the route's first answers from the api and has the owning
// remote render its page with them, with the renderer that remote's release deployed beside its
// manifest (`server/first-screen.json` names the file and its digest). Whatever fails or is
// late — no zone cookie, the api, the renderer's download, its digest, its render — the page is
// sent as before, with the frame's skeleton: a first screen is never worth a slower page.
import crypto from 'node:crypto';
import { builtinModules, createRequire } from 'node:module';
import vm from 'node:vm';
import { firstReadsFor, isFormScreen, isVisitorScreen } from '@matchday/shared/firstScreen/firstReads';
import { firstReadKey } from '@matchday/shared/firstScreen/firstAnswers';
import { FIRST_SCREEN_INDEX_FILE, type FirstScreenHtml, type FirstScreenIndex, type FirstScreenRenderer } from '@matchday/shared/firstScreen/firstScreen';
import { readTimeZoneCookie } from '@matchday/shared/firstScreen/timeZoneCookie';
import { resolveLanguage } from '@matchday/shared/i18n/languageResolution';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { matchRoute } from '@matchday/contracts/routes/routeTable';
import { readThemeCookie } from '@matchday/shared/stores/themeModeStore';

/** The most a page waits for its first screen; past it, the page goes without. */
export const FIRST_SCREEN_BUDGET_MS = 400;
/** How long a remote's `first-screen.json` is trusted before it is asked again (a deploy changes it). */
export const FIRST_SCREEN_INDEX_TTL_MS = 10_000;

export interface FirstScreenPageRequest {
  pathname: string;
  search: string;
  cookie: string;
  /** `Sec-CH-UA-Mobile` and `User-Agent`, to draw a phone's layout or a desktop's. */
  mobileHint?: string;
  userAgent?: string;
}

export interface DrawnFirstScreen extends FirstScreenHtml {
  /** The answers it was drawn from, by read key: the page's scripts draw from them too. */
  answers: Record<string, unknown>;
  /** Drawn for a visitor on a page that differs for a signed-in fan (VISITOR_SCREEN_ATTRIBUTE). */
  visitor: boolean;
  /** A form: shown inert until the remote's page replaces it (isFormScreen). */
  inert: boolean;
}

export interface FirstScreenSourceOptions {
  /** The api's origin as this server reaches it. */
  api: string;
  /** Resolves root-relative manifest addresses of the release (absolute ones need none). */
  selfOrigin?: string;
  budgetMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/** Whether the browser said it is a phone: the client hint, else its user agent. */
export function isPhoneRequest(mobileHint: string | undefined, userAgent: string | undefined): boolean {
  if (mobileHint === '?1') return true;
  if (mobileHint === '?0') return false;
  return /\b(Mobi|iPhone|Android)/.test(userAgent ?? '');
}

const sha384 = (text: string) => `sha384-${crypto.createHash('sha384').update(text).digest('base64')}`;

/** Runs a renderer file (CommonJS, libraries bundled): it may require Node's own modules only. */
export function evaluateRenderer(code: string, file: string): FirstScreenRenderer {
  const nodeRequire = createRequire(import.meta.url);
  const require = (request: string) => {
    const name = request.replace(/^node:/, '');
    if (!builtinModules.includes(name)) throw new Error(`${file} may not require ${request}`);
    return nodeRequire(`node:${name}`) as unknown;
  };
  const module = { exports: {} as Partial<FirstScreenRenderer> };
  const wrapper = vm.runInThisContext(`(function (module, exports, require, __filename, __dirname) {${code}\n})`, { filename: file }) as (
    ...args: unknown[]
  ) => void;
  wrapper(module, module.exports, require, file, '/');
  const renderer = module.exports;
  if (!Array.isArray(renderer.routes) || typeof renderer.renderFirstScreen !== 'function') throw new Error(`${file} is no first-screen renderer`);
  return renderer as FirstScreenRenderer;
}

export function createFirstScreenSource(options: FirstScreenSourceOptions) {
  const send = options.fetch ?? fetch;
  const budgetMs = options.budgetMs ?? FIRST_SCREEN_BUDGET_MS;
  const log = options.log ?? (() => undefined);
  const indexes = new Map<string, { at: number; index: Promise<FirstScreenIndex> }>();
  const renderers = new Map<string, Promise<FirstScreenRenderer>>();

  const readIndex = (url: string): Promise<FirstScreenIndex> => {
    const cached = indexes.get(url);
    if (cached && Date.now() - cached.at < FIRST_SCREEN_INDEX_TTL_MS) return cached.index;
    const index = send(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = (await response.json()) as Partial<FirstScreenIndex>;
      if (typeof body.file !== 'string' || typeof body.integrity !== 'string') throw new Error(`${url} names no renderer`);
      return { file: body.file, integrity: body.integrity };
    });
    indexes.set(url, { at: Date.now(), index });
    index.catch(() => indexes.delete(url));
    return index;
  };

  /** A release's renderer: its file is immutable, so it is loaded once per address and digest. */
  const loadRenderer = async (indexUrl: string): Promise<FirstScreenRenderer> => {
    const index = await readIndex(indexUrl);
    const file = new URL(index.file, indexUrl).href;
    const key = `${file}#${index.integrity}`;
    let renderer = renderers.get(key);
    if (!renderer) {
      renderer = send(file).then(async (response) => {
        if (!response.ok) throw new Error(`${file} answered ${response.status}`);
        const code = await response.text();
        if (sha384(code) !== index.integrity) throw new Error(`${file} does not match its digest`);
        return evaluateRenderer(code, file);
      });
      renderers.set(key, renderer);
      renderer.catch(() => renderers.delete(key));
    }
    return renderer;
  };

  const readAnswer = async (key: string, language: string, signal: AbortSignal): Promise<unknown> => {
    const url = new URL(key, options.api).href;
    const response = await send(url, { headers: { Accept: 'application/json', lan: language, sysType: 'APP' }, signal });
    const body = (await response.json().catch(() => null)) as { code?: unknown; data?: unknown } | null;
    if (!response.ok || body?.code !== 0) throw new Error(`${url} answered ${response.status}`);
    return body.data;
  };

  const indexUrlOf = (manifestUrl: string) => new URL(FIRST_SCREEN_INDEX_FILE, new URL(manifestUrl, options.selfOrigin || undefined)).href;

  /**
   * A new release's renderers are loaded as soon as it is seen, not by the first fan's page
   * (which would go without: a download, its digest and a first run take longer than the budget).
   */
  let warmedFor = '';
  const warm = (release: ReleaseManifest) => {
    const enabled = Object.values(release.remotes).filter((remote) => remote.enabled);
    const id = enabled.map((remote) => remote.manifestUrl).join(' ');
    if (id === warmedFor) return;
    warmedFor = id;
    // A remote that draws no first screen has no index: nothing to load.
    for (const remote of enabled) loadRenderer(indexUrlOf(remote.manifestUrl)).catch(() => undefined);
  };

  /** The first screen of a page, or null when it has none or it could not be drawn in time. */
  return async function drawFirstScreen(request: FirstScreenPageRequest, release: ReleaseManifest | null): Promise<DrawnFirstScreen | null> {
    if (release) warm(release);
    const route = matchRoute(request.pathname);
    const timeZone = readTimeZoneCookie(request.cookie);
    if (!route || route.owner === 'shell' || !release || !timeZone || route.requiresLogin) return null;
    const reads = firstReadsFor(route.id, { search: request.search, timeZone });
    const remote = release.remotes[route.owner];
    if (!reads || !remote?.enabled) return null;
    const { language } = resolveLanguage({ search: request.search, cookie: request.cookie });
    const signal = AbortSignal.timeout(budgetMs);
    const work = (async () => {
      const indexUrl = indexUrlOf(remote.manifestUrl);
      const keys = reads.map(firstReadKey);
      const [renderer, ...data] = await Promise.all([loadRenderer(indexUrl), ...keys.map((key) => readAnswer(key, language, signal))]);
      if (!renderer.routes.includes(route.id)) return null;
      const answers = Object.fromEntries(keys.map((key, index) => [key, data[index]]));
      const { html, styles } = await renderer.renderFirstScreen({
        routeId: route.id,
        location: { pathname: request.pathname, search: request.search, hash: '' },
        locale: language,
        mode: readThemeCookie(request.cookie) ?? 'light',
        timeZone,
        phone: isPhoneRequest(request.mobileHint, request.userAgent),
        answers,
      });
      return { html, styles, answers, visitor: isVisitorScreen(route.id), inert: isFormScreen(route.id) };
    })();
    const late = new Promise<null>((resolve) => {
      const timer = setTimeout(() => resolve(null), budgetMs);
      void work.finally(() => clearTimeout(timer)).catch(() => undefined);
    });
    try {
      return await Promise.race([work, late]);
    } catch (error) {
      log(`first screen of ${request.pathname} not drawn: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
}
