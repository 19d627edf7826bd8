// The servers of one environment on this machine: the shell's origin (pages, runtime
// configuration, release manifest) and one origin per remote (its immutable builds).
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseReleaseManifest, type ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { matchRoute, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { isLocal, type Environment } from '../config/environments';
import { releasesDir, remoteCdnDir, shellDistDir } from '../config/paths';
import { canariesOf, canaryCookie, canarySeedOf, newCanarySeed, releaseForVisitor } from '../release/canary';
import { apiProxy, apiUpgradeProxy } from './apiProxy';
import { createNonce, inlineScriptHashes, pageSecurityHeaders } from './pageSecurity';
import { createFirstScreenSource } from './firstScreen';
import { createShellPageRenderer } from './shellPage';
import { createStaticServer, sendJson, type DynamicRoute } from './staticServer';

/** MATCHDAY_RUM_SAMPLE_RATE: 0–1, all pages when unset; anything else is refused at start. */
export function rumSampleRate(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const rate = Number(value);
  if (!(rate >= 0 && rate <= 1)) throw new Error(`MATCHDAY_RUM_SAMPLE_RATE must be a number from 0 to 1, not "${value}"`);
  return rate;
}

export function runtimeConfigFor(environment: Environment) {
  return {
    environment: environment.name,
    production: environment.production,
    apiBaseUrl: '/',
    realtimeUrl: '',
    releaseManifestUrl: '/release.json',
    appDownload: { ios: process.env.MATCHDAY_IOS_URL ?? '', android: process.env.MATCHDAY_ANDROID_URL ?? '' },
    // Every page reports field data unless a share is set (a busy site sends a sample).
    rumSampleRate: rumSampleRate(process.env.MATCHDAY_RUM_SAMPLE_RATE),
    ...(environment.fieldDataAfterMs === undefined ? {} : { fieldDataAfterMs: environment.fieldDataAfterMs }),
  };
}

const exact =
  (pathname: string, answer: (response: http.ServerResponse) => void): DynamicRoute =>
  (request, response) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== pathname) return false;
    answer(response);
    return true;
  };

function readCurrentRelease(environment: Environment): unknown | null {
  const file = path.join(releasesDir(environment.name), 'current.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

export interface ShellServerOptions {
  /** The release manifest to serve; read fresh from `deploy/releases/<env>/current.json` by default. */
  readRelease?: () => unknown | null;
  extraRoutes?: DynamicRoute[];
}

function parsedRelease(raw: unknown): ReleaseManifest | null {
  try {
    return raw === null ? null : parseReleaseManifest(raw);
  } catch {
    return null;
  }
}

/**
 * The release this visitor runs (each remote's canary where their bucket falls in its share), and
 * the cookie that keeps their buckets when they have none yet. The page's policy, digests and
 * early connections all follow from it.
 */
export function visitorRelease(raw: unknown, request: http.IncomingMessage, response: http.ServerResponse, secure: boolean): ReleaseManifest | null {
  const release = parsedRelease(raw);
  if (!release) return null;
  let canaries;
  try {
    canaries = canariesOf(raw);
  } catch {
    return release; // a malformed canary never takes the site down: every visitor gets the stable versions
  }
  if (Object.keys(canaries).length === 0) return release;
  let seed = canarySeedOf(request.headers.cookie);
  if (!seed) {
    seed = newCanarySeed();
    response.appendHeader('Set-Cookie', canaryCookie(seed, secure));
  }
  return releaseForVisitor(release, canaries, seed);
}

/**
 * Every address of the site that is not a file gets the shell's page: its static frame in the
 * request's language and colour mode, with the configuration and release in it. Unknown
 * addresses still get the page (it renders the 404), with an honest status.
 */
const servedOverHttps = (environment: Environment) => environment.production || /^https:/.test(environment.shell ?? '');

function shellPage(environment: Environment, readRelease: () => unknown | null): DynamicRoute {
  let release: ReleaseManifest | null = null;
  const render = createShellPageRenderer(shellDistDir(), () => ({ config: runtimeConfigFor(environment), release }));
  // The page's first screen drawn here from the api's answers (firstScreen.ts), when the route has one.
  const drawFirstScreen = environment.api
    ? createFirstScreenSource({ api: environment.api, selfOrigin: environment.shell || undefined, budgetMs: environment.firstScreenBudgetMs, log: (line) => console.warn(line) })
    : null;
  const send = (request: http.IncomingMessage, response: http.ServerResponse, pathname: string, html: string, nonce: string) => {
    // The policy names the origins of the release this very page carries.
    const headers = pageSecurityHeaders({ release, production: environment.production, nonce, scriptHashes: inlineScriptHashes(html) });
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const page = Buffer.from(html);
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? zlib.gzipSync(page) : page;
    response.statusCode = matchRoute(pathname) ? 200 : 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    // The page differs by language, colour and zone cookies, and its first screen by device class;
    // the release in it changes with releases.
    response.setHeader('Vary', 'Cookie, Accept-Encoding, Sec-CH-UA-Mobile');
    if (gzip) response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  return (request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(pathname)) return false;
    const nonce = createNonce();
    const pageRequest = { pathname, search, cookie: request.headers.cookie ?? '' };
    release = visitorRelease(readRelease(), request, response, servedOverHttps(environment));
    const pageRelease = release;
    const drawing =
      drawFirstScreen && request.method === 'GET'
        ? drawFirstScreen(
            { ...pageRequest, mobileHint: String(request.headers['sec-ch-ua-mobile'] ?? ''), userAgent: request.headers['user-agent'] },
            pageRelease,
          )
        : Promise.resolve(null);
    void drawing
      .then((firstScreen) => {
        release = pageRelease;
        send(request, response, pathname, render(pageRequest, nonce, firstScreen), nonce);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      });
    return true;
  };
}

export function createShellServer(environment: Environment, options: ShellServerOptions = {}): http.Server {
  const readRelease = options.readRelease ?? (() => readCurrentRelease(environment));
  const server = createStaticServer({
    root: shellDistDir(),
    fallbackPage: null,
    routes: [
      exact('/runtime-config.json', (response) => sendJson(response, 200, runtimeConfigFor(environment))),
      (request, response) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/release.json') return false;
        const raw = readRelease();
        if (!raw) {
          sendJson(response, 503, { error: `no release for ${environment.name}` });
          return true;
        }
        // The visitor's own release (a canary's share gets the canary); a file the shell would refuse is passed on as it is, for the shell to refuse.
        sendJson(response, 200, visitorRelease(raw, request, response, servedOverHttps(environment)) ?? raw);
        return true;
      },
      ...(options.extraRoutes ?? []),
      ...(environment.api ? [apiProxy(environment.api)] : []),
      // Live video (`/hls/…`) on the site's own origin, as a CDN routes it in production.
      ...(environment.ingest && isLocal(environment) ? [apiProxy(environment.ingest.hls, '/hls/')] : []),
      shellPage(environment, readRelease),
    ],
  });
  if (environment.api) server.on('upgrade', apiUpgradeProxy(environment.api));
  return server;
}

export function createRemoteServer(remote: RemoteId): http.Server {
  return createStaticServer({ root: remoteCdnDir(remote), fallbackPage: null, cors: true });
}
