// What the shell and the remotes share at run time, so that one copy of every library serves
// the page. Written once here for every app's rspack configuration.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUI_DEEP_ENTRY_POINTS } from './muiDeepEntryPoints.mjs';
import { PER_CONTAINER_CONTRACTS, PER_CONTAINER_MODULES } from './perContainerModules.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Libraries whose state or React context must be one per page. `react/jsx-runtime` and
 * `react-dom/client` must be singletons too or hooks break across apps; emotion keeps one
 * theme context and style cache.
 *
 * Shared modules are loaded whole (the share scope cannot tree-shake), so other libraries are
 * reached through `@matchday/shared` modules that are singletons themselves: react-i18next
 * through `@matchday/shared/i18n/react`, react-router through `@matchday/shared/routing/router`,
 * and the bus, stores and i18n instance hold rxjs, zustand, i18next and axios. A lint rule
 * forbids importing react-i18next or react-router directly.
 */
export const SINGLETON_LIBRARIES = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@emotion/react', '@emotion/styled'];

/**
 * MUI is shared by entry point (a key ending in `/` covers `@mui/material/Button` and the rest).
 * Its components find each other's contexts and its theme internals through relative imports,
 * so all of a page's MUI must come from one container: the shell provides every entry point
 * that any app of the site imports (see `platformEntryPoints`), and a runtime plugin keeps a
 * family in the container that served its first module (shell/src/features/federation/plugins).
 *
 * Icons are not shared: an icon is a path and a name (a few hundred bytes, drawn by the shared
 * `SvgIcon`), and its entry in the share scope, written into the provider's and every
 * consumer's runtime, cost more than the icon; shared, they also came as one file of every
 * icon the site uses. Each app bundles the icons it draws (see `UNSHARED_LIBRARIES`).
 */
export const SHARED_PREFIXES = ['@mui/material/'];

/** Libraries each app bundles for itself; a page may load one of their files from two apps. */
export const UNSHARED_LIBRARIES = ['@mui/icons-material'];

/** The workspace packages whose modules are federation singletons but for their per-container ones. */
export const SHARED_PACKAGES = [
  { dir: 'contracts', perContainer: PER_CONTAINER_CONTRACTS },
  { dir: 'shared', perContainer: PER_CONTAINER_MODULES },
];


const APP_SOURCE_DIRS = ['shell/src', 'shared/src', 'contracts/src', 'ui/src', 'mfe-scores/src', 'mfe-live/src', 'mfe-tips/src', 'mfe-news/src', 'mfe-account/src', 'mfe-channel/src'];

export const packageOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

export const installedVersion = (request) => readJson(path.join(repoRoot, 'node_modules', packageOf(request), 'package.json')).version;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs|jsx?)$/.test(entry.name) && !/\.test\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every entry point under a shared prefix that the site's sources import (tests excluded), e.g.
 * `@mui/material/Button`. The shell provides all of them, so a remote's MUI always comes from
 * the shell's container; an entry point no app imported when the shell was built is served by
 * the remote that needs it (and `npm run bench:bundle` reports the duplicate it causes).
 */
export function platformEntryPoints(root = repoRoot, dirs = APP_SOURCE_DIRS) {
  const found = new Set();
  const prefixes = SHARED_PREFIXES.map((prefix) => prefix.replace(/[/]/g, '\\/')).join('|');
  const entryPoint = `['"]((?:${prefixes})[A-Za-z0-9_/-]+)['"]`;
  // Imports and re-exports, static or dynamic; `import type` is erased and a module
  // augmentation (`declare module`) loads nothing, so neither asks for an entry point.
  const statement = new RegExp(`\\b(?:import|export)(\\s+type\\b)?[^;'"]*?\\bfrom\\s*${entryPoint}|\\bimport\\s*\\(\\s*${entryPoint}|\\bimport\\s*${entryPoint}`, 'g');
  for (const dir of dirs)
    for (const file of sourceFiles(path.join(root, dir)))
      for (const match of fs.readFileSync(file, 'utf8').matchAll(statement)) if (!match[1]) found.add(match[2] ?? match[3] ?? match[4]);
  return [...found].sort();
}

/** The file an entry point resolves to: the package's ES module build, by its `exports`. */
export function entryPointFile(request) {
  if (MUI_DEEP_ENTRY_POINTS[request]) return MUI_DEEP_ENTRY_POINTS[request];
  const pkg = packageOf(request);
  const packageDir = path.join(repoRoot, 'node_modules', pkg);
  const subpath = `./${request.slice(pkg.length + 1)}`;
  const exportsMap = readJson(path.join(packageDir, 'package.json')).exports ?? {};
  const esm = (target) => (typeof target === 'string' ? target : (target?.import?.default ?? target?.import ?? target?.default));
  let file = esm(exportsMap[subpath]);
  // A pattern export (`./*`) serves every other entry point.
  if (!file && exportsMap['./*']) file = esm(exportsMap['./*'])?.replace('*', subpath.slice(2));
  if (typeof file !== 'string' || !fs.existsSync(path.join(packageDir, file))) throw new Error(`${request}: no entry point in ${pkg}`);
  return path.join(packageDir, file);
}

/**
 * A file as a request relative to the app: the bundler provides a relative `import` whether or
 * not the app uses it, as it does an absolute one, but the request is written into the build's
 * share tables, and an absolute one made the bytes (and the byte budgets) depend on where the
 * repository was checked out.
 */
export function appRelativeRequest(appDir, file) {
  const relative = path.relative(appDir, file).split(path.sep).join('/');
  return relative.startsWith('../') ? relative : `./${relative}`;
}

/** The `shared` option of the federation plugin for the app in `appDir`. */
export function sharedModules(appDir, { providesPlatform = false } = {}) {
  const dependencies = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const requiredVersionOf = (request) => {
    const requiredVersion = dependencies[packageOf(request)];
    if (!requiredVersion) throw new Error(`${appDir}: package.json must depend on ${packageOf(request)}`);
    return requiredVersion;
  };
  const shared = {};
  for (const request of [...SINGLETON_LIBRARIES, ...SHARED_PREFIXES])
    shared[request] = { singleton: true, requiredVersion: requiredVersionOf(request), version: installedVersion(request) };
  if (providesPlatform)
    for (const request of platformEntryPoints())
      // A path (not a package name) is provided whether or not this app renders it.
      shared[request] = { ...shared[`${packageOf(request)}/`], import: appRelativeRequest(appDir, entryPointFile(request)) };
  for (const { dir, perContainer } of SHARED_PACKAGES) {
    const sharedPackage = readJson(path.join(repoRoot, dir, 'package.json'));
    for (const subpath of Object.keys(sharedPackage.exports)) {
      // Per-container modules, and data files (translations) that are not modules.
      if (perContainer.test(subpath) || subpath.includes('*')) continue;
      shared[`${sharedPackage.name}/${subpath.slice(2)}`] = {
        singleton: true,
        version: sharedPackage.version,
        requiredVersion: `^${sharedPackage.version}`,
        // The shell provides every shared module, used by itself or not: a module only remotes
        // import would otherwise come from the first remote, with that remote's own copies of
        // the libraries it reaches (rxjs, i18next…) beside the shell's.
        ...(providesPlatform ? { import: appRelativeRequest(appDir, path.join(repoRoot, dir, sharedPackage.exports[subpath])) } : {}),
      };
    }
  }
  return shared;
}
