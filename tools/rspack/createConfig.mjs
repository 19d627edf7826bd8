// One rspack + Module Federation configuration for the shell and every remote, so the apps
// agree on what is shared and how it is built. Each app's rspack.config.mjs calls it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ChunkIntegrityPlugin } from './chunkIntegrity.mjs';
import { splitChunks } from './chunkGroups.mjs';
import { MUI_CREATE_THEME_FILE, MUI_CREATE_THEME_REPLACEMENT, muiDeepAliases, muiDeepCommonJsFile } from './muiDeepEntryPoints.mjs';
import { repoRoot, sharedModules } from './sharedModules.mjs';

const REACT_SYNC_EXTERNAL_STORE = fileURLToPath(new URL('./reactSyncExternalStore.mjs', import.meta.url));

export { SINGLETON_LIBRARIES, sharedModules } from './sharedModules.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Version of a build: `BUILD_VERSION` when set (a release candidate), else package.json. */
export function buildVersion(appDir) {
  const version = process.env.BUILD_VERSION || readJson(path.join(appDir, 'package.json')).version;
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`Not a semantic version: ${version}`);
  return version;
}

/**
 * The federation runtime as ES modules: the plugin injects the CommonJS builds, which cannot be
 * tree-shaken (their Node-only loaders, for one, reached every browser).
 */
function federationRuntimeModules() {
  const alias = {};
  for (const name of ['sdk', 'runtime', 'runtime-core', 'webpack-bundler-runtime', 'runtime-tools', 'error-codes']) {
    const dir = path.join(repoRoot, 'node_modules/@module-federation', name);
    const esm = readJson(path.join(dir, 'package.json')).exports['.'].import.default;
    const cjs = readJson(path.join(dir, 'package.json')).exports['.'].require.default;
    alias[`@module-federation/${name}$`] = path.join(dir, esm);
    alias[path.join(dir, cjs)] = path.join(dir, esm);
  }
  return alias;
}

const BROWSERS = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.4', 'ios_saf >= 15.4'];

/**
 * The apps' own TypeScript and JSX, compiled by SWC for the given targets (browsers, or Node for
 * the frame). `bugfixes`: Safari before 16.3 mis-scopes a few default-parameter forms; without it
 * every default parameter in every file was rewritten into `arguments` reads (620 bytes of `/`),
 * with it only the forms Safari gets wrong are (as Babel's preset-env `bugfixes`).
 */
const typeScriptRule = ({ development, targets }) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  type: 'javascript/auto',
  options: {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development } } },
    env: { targets, bugfixes: true },
  },
});

/** MUI's default theme without its CSS-variable theme code (muiCreateTheme.mjs says why). */
const muiCreateThemeReplacement = () =>
  new rspack.NormalModuleReplacementPlugin(new RegExp(`^${MUI_CREATE_THEME_FILE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), MUI_CREATE_THEME_REPLACEMENT);

function baseConfig({ appDir, mode, federation, port, title, standaloneRuntime = false, publicPath = 'auto', providesPlatform = false }) {
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
      // A chunk that does not arrive in time is given up, so a hung server cannot hang the page
      // (REMOTE_REQUEST_TIMEOUT_MS of contracts/src/constants.ts, which this config cannot import).
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
        ...federationRuntimeModules(),
        ...muiDeepAliases(),
      },
    },
    module: {
      rules: [
        typeScriptRule({ development: !production, targets: BROWSERS }),
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        // React's own hook for react-i18next, not the pre-React-18 shim (reactSyncExternalStore.mjs).
        { issuer: /[\\/]node_modules[\\/]react-i18next[\\/]/, resolve: { alias: { 'use-sync-external-store/shim$': REACT_SYNC_EXTERNAL_STORE } } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version),
      }),
      muiCreateThemeReplacement(),
      new rspack.HtmlRspackPlugin({
        template: path.join(repoRoot, 'tools/rspack/index.html'),
        // Kept as written: the frame writer and the shell's server fill its markers.
        minify: false,
        chunks: ['main'],
        title,
        templateParameters: { title, standaloneRuntime: standaloneRuntime ? STANDALONE_RUNTIME_FILE : '', siteIcons: providesPlatform ? 'yes' : '' },
      }),
      new ModuleFederationPlugin({
        ...federation,
        runtimePlugins: [path.join(repoRoot, 'shared/src/federation/registerSharedOncePlugin.ts')],
        shared: sharedModules(appDir, { providesPlatform }),
        // 'version-first' fetches every registered remote's entry just to compare versions of
        // shared modules; 'loaded-first' uses what the page already has and fetches a remote
        // only when it is shown.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
    ],
    optimization: { minimize: production, splitChunks: splitChunks({ shell: providesPlatform }) },
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
  const name = `mfe_${remote}`;
  const remoteConfig = baseConfig({
    appDir,
    mode,
    port: devPort,
    title: `Matchday · mfe-${remote}`,
    standaloneRuntime: production,
    federation: {
      name,
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app/lifecycles.tsx' },
      // Only the shell loads remotes; a remote's runtime leaves remote loading out.
      experiments: { optimization: { disableRemote: true, target: 'web' }, ...(production ? { externalRuntime: true } : {}) },
    },
  });
  if (!production) return remoteConfig;
  // Chunks the remote's own runtime loads carry the digests the shell checked (chunkIntegrity.mjs),
  // fetched in CORS mode so the browser can check them.
  remoteConfig.output.crossOriginLoading = 'anonymous';
  remoteConfig.plugins.push(new ChunkIntegrityPlugin(name));
  const standaloneRuntime = {
    name: 'standalone-runtime',
    dependencies: ['remote'],
    mode,
    context: appDir,
    target: 'web',
    entry: { runtime: path.join(repoRoot, 'tools/rspack/federationRuntimeGlobal.mjs') },
    output: { path: remoteConfig.output.path, filename: STANDALONE_RUNTIME_FILE, clean: false, iife: true },
    // As the federation plugin's `target: 'web'`: no Node script loaders in a browser's file.
    plugins: [new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') })],
    optimization: { minimize: true, splitChunks: false },
    devtool: false,
    stats: 'errors-warnings',
  };
  const configs = [{ ...remoteConfig, name: 'remote' }, standaloneRuntime];
  if (fs.existsSync(path.join(appDir, FIRST_SCREEN_ENTRY))) configs.push(createFirstScreenConfig({ appDir, outputPath: remoteConfig.output.path, version: buildVersion(appDir) }));
  return configs;
}

/** A remote's first screens for the shell's server (shared/src/firstScreen), when it draws any. */
export const FIRST_SCREEN_ENTRY = 'src/app/firstScreen.tsx';
/** Where they go in the remote's build; the shell's server finds the file through the index beside it. */
const FIRST_SCREEN_DIR = 'server';
const FIRST_SCREEN_INDEX = 'first-screen.json';

/** Writes `server/first-screen.json`: the renderer's file name and its SHA-384, which the shell's server checks. */
class FirstScreenIndexPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstScreenIndexPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const files = Object.keys(assets).filter((file) => file.endsWith('.cjs'));
        if (files.length !== 1) throw new Error(`a first-screen build must make one file; it made ${files.join(', ') || 'none'}`);
        const source = compilation.getAsset(files[0]).source.source();
        const integrity = `sha384-${crypto.createHash('sha384').update(source).digest('base64')}`;
        compilation.emitAsset(FIRST_SCREEN_INDEX, new rspack.sources.RawSource(JSON.stringify({ file: files[0], integrity })));
      });
    });
  }
}

/**
 * The remote's first-screen renderer for Node: one self-contained CommonJS file (the libraries
 * bundled, so the shell's server runs it with none of its own), deployed with the remote.
 */
function createFirstScreenConfig({ appDir, outputPath, version }) {
  return {
    name: 'first-screen',
    dependencies: ['remote'],
    mode: 'production',
    context: appDir,
    target: 'node',
    entry: { firstScreen: `./${FIRST_SCREEN_ENTRY}` },
    output: {
      path: path.join(outputPath, FIRST_SCREEN_DIR),
      filename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: {
        'react-router$': path.join(repoRoot, 'node_modules/react-router/dist/production/index.mjs'),
        rxjs$: path.join(repoRoot, 'node_modules/rxjs/dist/esm/index.js'),
        ...muiDeepAliases(),
      },
    },
    module: {
      rules: [
        typeScriptRule({ development: false, targets: 'node 20' }),
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) }),
      muiCreateThemeReplacement(),
      // Pages and texts the browser loads on demand are in the one file: the server loads it whole.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new FirstScreenIndexPlugin(),
    ],
    optimization: { minimize: true, splitChunks: false },
    devtool: false,
    stats: 'errors-warnings',
  };
}

/** The shell: no remotes at build time; they come from the release manifest at run time. */
export function createShellConfig({ appDir, mode, devPort }) {
  const config = baseConfig({
    appDir,
    mode,
    port: devPort,
    title: 'Matchday',
    publicPath: '/',
    providesPlatform: true,
    // `target: 'web'` leaves the runtime's Node script loaders out of the browser's code.
    federation: { name: 'shell', remotes: {}, experiments: { provideExternalRuntime: true, optimization: { target: 'web' } } },
  });
  // The site's icons and web app manifest, served from the root of the shell's origin.
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'public'), to: '.' }] }));
  return config;
}

export const FRAME_BUNDLE_DIR = '.prerender';

/**
 * The shell's static frame renderer (shell/src/prerender/renderFrame.tsx) for Node, run once
 * the browser build is done (tools/src/build/shellFrames.ts). The apps' code is bundled as the
 * browser gets it; libraries are left to Node.
 */
export function createShellFrameConfig({ appDir }) {
  return {
    name: 'frame',
    mode: 'production',
    context: appDir,
    target: 'node',
    entry: { renderFrame: './src/prerender/renderFrame.tsx' },
    output: {
      path: path.join(appDir, FRAME_BUNDLE_DIR),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      chunkLoading: 'require',
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        const commonJsFile = request && muiDeepCommonJsFile(request);
        if (commonJsFile) return callback(null, `commonjs ${commonJsFile}`);
        return request && !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@matchday/') ? callback(null, `commonjs ${request}`) : callback();
      },
    ],
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        typeScriptRule({ development: false, targets: 'node 24' }),
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    devtool: false,
    stats: 'errors-warnings',
  };
}

/** rspack-cli passes `argv.mode`; `rspack serve` means development, a build production. */
export function modeFrom(argv) {
  if (argv?.mode) return argv.mode;
  return process.argv.includes('serve') || process.argv.includes('dev') ? 'development' : 'production';
}
