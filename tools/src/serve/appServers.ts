// The servers of one environment on this machine: the shell's origin (pages, runtime
// configuration, release manifest) and one origin per remote (its immutable builds).
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { matchRoute, type RemoteId } from '@matchday/shared/routes/routeTable';
import type { Environment } from '../config/environments';
import { releasesDir, remoteCdnDir, shellDistDir } from '../config/paths';
import { apiProxy, apiUpgradeProxy } from './apiProxy';
import { createStaticServer, sendJson, type DynamicRoute } from './staticServer';

export function runtimeConfigFor(environment: Environment) {
  return {
    environment: environment.name,
    production: environment.production,
    apiBaseUrl: '/',
    realtimeUrl: '',
    releaseManifestUrl: '/release.json',
    appDownload: { ios: process.env.MATCHDAY_IOS_URL ?? '', android: process.env.MATCHDAY_ANDROID_URL ?? '' },
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

export function createShellServer(environment: Environment, options: ShellServerOptions = {}): http.Server {
  const readRelease = options.readRelease ?? (() => readCurrentRelease(environment));
  const server = createStaticServer({
    root: shellDistDir(),
    fallbackPage: 'index.html',
    // Unknown addresses still get the page (it renders the 404), with an honest status.
    fallbackStatus: (pathname) => (matchRoute(pathname) ? 200 : 404),
    routes: [
      exact('/runtime-config.json', (response) => sendJson(response, 200, runtimeConfigFor(environment))),
      exact('/release.json', (response) => {
        const release = readRelease();
        if (!release) return sendJson(response, 503, { error: `no release for ${environment.name}` });
        sendJson(response, 200, release);
      }),
      ...(options.extraRoutes ?? []),
      ...(environment.api ? [apiProxy(environment.api)] : []),
    ],
  });
  if (environment.api) server.on('upgrade', apiUpgradeProxy(environment.api));
  return server;
}

export function createRemoteServer(remote: RemoteId): http.Server {
  return createStaticServer({ root: remoteCdnDir(remote), fallbackPage: null, cors: true });
}
