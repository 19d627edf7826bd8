// The boundaries of docs/architecture.md ("The shape") as a lint rule:
// - a remote never imports another remote, and the shell imports no remote (not by path, not
//   by package name, not by federation id such as `mfe_scores/app`);
// - inside an app, one feature never imports another (`src/features/<a>` -> `src/features/<b>`);
// - apps reach shared code by its package name (`@matchday/shared/...`), never by a path into
//   `shared/`;
// - inside `shared/`, a page-wide singleton module is imported by its package name too, so the
//   federation share scope hands every app the same instance;
// - the back end (`api/`, `ingest/`) takes only the contracts from `shared/`: API paths, types and
//   schemas, the realtime protocol, the sports' rules, validation rules, constants and the
//   locale list — never the site's clients, stores, UI or i18n setup.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PER_CONTAINER_MODULES } from '../rspack/perContainerModules.mjs';
import { importRule } from './importRule.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8'));

/** Files of `shared/` that are page-wide singletons (exported, and not compiled per container). */
const SINGLETON_FILES = new Set(
  Object.entries(sharedPackage.exports)
    .filter(([subpath]) => !PER_CONTAINER_MODULES.test(subpath) && !subpath.includes('*'))
    .map(([, file]) => path.join(repoRoot, 'shared', file)),
);

const REMOTE_PACKAGE = /^mfe-[a-z]+$/;
const WORKSPACES = /^(shell|shared|tools|e2e|api|ingest|mfe-[a-z]+)$/;
const BACK_END = new Set(['api', 'ingest']);
/** What of `@matchday/shared` the back end may import: the contracts between it and the site. */
// The release manifest and the route table's remotes are the release console's contract.
const CONTRACTS = /^@matchday\/shared\/(api\/[\w-]+|realtime\/protocol|sports\/[\w-]+|validation\/[\w-]+|constants|i18n\/locales|release\/releaseManifest|routes\/routeTable)$/;
const FEDERATION_ID = /^mfe_[a-z]+(\/|$)/;

/** Which app and feature a file belongs to. */
export function locate(file, root = repoRoot) {
  const relative = path.relative(root, file).split(path.sep);
  const app = relative[0] ?? '';
  const featureIndex = relative.indexOf('features');
  const feature = relative[1] === 'src' && featureIndex === 2 ? relative[3] : undefined;
  return { app, feature };
}

function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return base;
}

/** The reason an import breaks a boundary, or null. */
export function boundaryViolation(fromFile, specifier, root = repoRoot) {
  const from = locate(fromFile, root);
  // Application code only: configuration files at a workspace's root may use the tooling.
  if (!WORKSPACES.test(from.app) || !path.relative(root, fromFile).split(path.sep).includes('src')) return null;

  const isRemote = (app) => REMOTE_PACKAGE.test(app);
  if (!specifier.startsWith('.')) {
    if (BACK_END.has(from.app) && specifier.startsWith('@matchday/shared') && !CONTRACTS.test(specifier))
      return `the back end takes only contracts from shared (API paths, types and schemas, the realtime protocol, sports' rules, validation, constants, locales, the release manifest and the route table), not ${specifier}`;
    const name = specifier.split('/')[0];
    const importsRemote = REMOTE_PACKAGE.test(name) || FEDERATION_ID.test(specifier);
    if (importsRemote && from.app === 'shell') return `the shell must not import a remote (${specifier}); remotes are loaded at run time`;
    if (importsRemote && isRemote(from.app) && name !== from.app)
      return `a remote must not import another remote (${specifier}); talk through the bus, the URL or the api`;
    return null;
  }
  const target = resolveRelative(fromFile, specifier);
  const to = locate(target, root);
  if (to.app !== from.app) {
    if (from.app === 'shell' && isRemote(to.app)) return `the shell must not import a remote (${specifier})`;
    if (isRemote(from.app) && isRemote(to.app)) return `a remote must not import another remote (${specifier})`;
    if (to.app === 'shared') return `import shared code by its package name (@matchday/shared/...), not by path (${specifier})`;
    return `do not reach into another workspace by path (${specifier})`;
  }
  if (from.feature && to.feature && from.feature !== to.feature)
    return `feature "${from.feature}" must not import feature "${to.feature}" (${specifier}); move what both need to src/components, src/lib or shared`;
  // A unit test imports the module it tests directly; it is never bundled.
  if (from.app === 'shared' && SINGLETON_FILES.has(target) && !/\.test\.tsx?$/.test(fromFile))
    return `import this page-wide module as @matchday/shared/${path
      .relative(path.join(root, 'shared/src'), target)
      .replace(/\.tsx?$/, '')} so every app shares one instance (${specifier})`;
  return null;
}

export const boundariesRule = importRule({
  description: 'Keeps apps, remotes, features and shared singletons apart (docs/architecture.md).',
  violation: boundaryViolation,
});

export default { rules: { boundaries: boundariesRule } };
