// One rspack + Module Federation configuration for the shell and every remote, so the apps
// agree on what is shared and how it is built. Each app's rspack.config.mjs calls it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { PER_CONTAINER_MODULES } from './perContainerModules.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Libraries whose state or React context must be one per page. `react/jsx-runtime` and
 * `react-dom/client` must be singletons too or hooks break across apps; emotion keeps one
 * theme context and style cache.
 *
 * Shared modules are loaded whole (the share scope cannot tree-shake), so other libraries are
 * reached through `@matchday/shared` modules that are singletons themselves: react-i18next
 * through `@matchday/shared/i18n/react` (one instance per page, as it must be, carrying only
 * the hooks the apps use), react-router through `@matchday/shared/routing/router`, and the
 * bus, stores and i18n instance hold rxjs, zustand, i18next and axios. A lint rule forbids
 * importing react-i18next or react-router directly.
 * MUI is not shared either: its components find each other's contexts through relative
 * imports, so mixing components from two containers would split those contexts.
 */
export const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
];


const packageOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/** The `shared` option of the federation plugin for the app in `appDir`. */
export function sharedModules(appDir) {
  const dependencies = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const shared = {};
  for (const request of SINGLETON_LIBRARIES) {
    const requiredVersion = dependencies[packageOf(request)];
    if (!requiredVersion) throw new Error(`${appDir}: package.json must depend on ${packageOf(request)}`);
    shared[request] = { singleton: true, requiredVersion };
  }
  const sharedPackage = readJson(path.join(repoRoot, 'shared/package.json'));
  for (const subpath of Object.keys(sharedPackage.exports)) {
    // Per-container modules, and data files (translations) that are not modules.
    if (PER_CONTAINER_MODULES.test(subpath) || subpath.includes('*')) continue;
    shared[`@matchday/shared/${subpath.slice(2)}`] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    };
  }
  return shared;
}

/** Version of a build: `BUILD_VERSION` when set (a release candidate), else package.json. */
export function buildVersion(appDir) {
  const version = process.env.BUILD_VERSION || readJson(path.join(appDir, 'package.json')).version;
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`Not a semantic version: ${version}`);
  return version;
}

const BROWSERS = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.4', 'ios_saf >= 15.4'];

function baseConfig({ appDir, mode, federation, port, title, standaloneRuntime = false, publicPath = 'auto' }) {
  const production = mode === 'production';
  const version = buildVersion(appDir);
  // The federation manifest records its own build version; keep it equal to the app's.
  process.env.MF_BUILD_VERSION = version;
  const outputPath = process.env.MATCHDAY_OUTPUT_DIR || path.join(appDir, 'dist');
  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      // Remotes load chunks relative to wherever they are served from (their version folder on
      // the CDN); the shell is the page at every address, so its files come from the root.
      publicPath,
      uniqueName: federation.name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      // A chunk that does not arrive in time is given up, so a hung server cannot hang the page.
      chunkLoadTimeout: 5000,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // react-router's package exports only its development build; production gets the other.
      alias: {
        ...(production ? { 'react-router$': path.join(repoRoot, 'node_modules/react-router/dist/production/index.mjs') } : {}),
        // rxjs's ES2015 build needs no tslib helpers and is smaller than the default ES5 one.
        rxjs$: path.join(repoRoot, 'node_modules/rxjs/dist/esm/index.js'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: BROWSERS },
          },
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) }),
      new rspack.HtmlRspackPlugin({
        template: path.join(repoRoot, 'tools/rspack/index.html'),
        chunks: ['main'],
        title,
        templateParameters: { title, standaloneRuntime: standaloneRuntime ? STANDALONE_RUNTIME_FILE : '' },
      }),
      new ModuleFederationPlugin({
        ...federation,
        shared: sharedModules(appDir),
        // 'version-first' fetches every registered remote's entry just to compare versions of
        // shared modules; 'loaded-first' uses what the page already has and fetches a remote
        // only when it is shown.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
    ],
    optimization: { minimize: production },
    performance: false,
    experiments: { css: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // A remote running alone talks to a local api (`npm start`, or `npm run start -w api`).
      proxy: [{ context: ['/api'], target: process.env.MATCHDAY_API_URL ?? 'http://localhost:8090', ws: true, changeOrigin: true }],
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: 'errors-warnings',
  };
}

export const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * A remote: exposes its single-spa lifecycles as `./app`, and runs alone from `src/index.ts`.
 * Production builds use the shell's copy of the federation runtime core (about 20 KB gzip less
 * per remote); a second small build writes that core to `federation-runtime.js`, which only
 * the remote's own page loads, so the remote still runs without the shell.
 */
export function createRemoteConfig({ appDir, mode, remote, devPort }) {
  const production = mode === 'production';
  const remoteConfig = baseConfig({
    appDir,
    mode,
    port: devPort,
    title: `Matchday · mfe-${remote}`,
    standaloneRuntime: production,
    federation: {
      name: `mfe_${remote}`,
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app/lifecycles.tsx' },
      ...(production ? { experiments: { externalRuntime: true } } : {}),
    },
  });
  if (!production) return remoteConfig;
  const standaloneRuntime = {
    name: 'standalone-runtime',
    dependencies: ['remote'],
    mode,
    context: appDir,
    target: 'web',
    entry: { runtime: path.join(repoRoot, 'tools/rspack/federationRuntimeGlobal.mjs') },
    output: { path: remoteConfig.output.path, filename: STANDALONE_RUNTIME_FILE, clean: false, iife: true },
    optimization: { minimize: true, splitChunks: false },
    devtool: false,
    stats: 'errors-warnings',
  };
  return [{ ...remoteConfig, name: 'remote' }, standaloneRuntime];
}

/** The shell: no remotes at build time; they come from the release manifest at run time. */
export function createShellConfig({ appDir, mode, devPort }) {
  const config = baseConfig({
    appDir,
    mode,
    port: devPort,
    title: 'Matchday',
    publicPath: '/',
    federation: { name: 'shell', remotes: {}, experiments: { provideExternalRuntime: true } },
  });
  return config;
}

/** rspack-cli passes `argv.mode`; `rspack serve` means development, a build production. */
export function modeFrom(argv) {
  if (argv?.mode) return argv.mode;
  return process.argv.includes('serve') || process.argv.includes('dev') ? 'development' : 'production';
}
