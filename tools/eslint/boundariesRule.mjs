// The boundaries of docs/architecture.md ("The shape") as a lint rule:
// - a remote never imports another remote, and the shell imports no remote (not by path, not
//   by package name, not by federation id such as `mfe_scores/app`);
// - inside an app, one feature never imports another (`src/features/<a>` -> `src/features/<b>`);
// - apps reach shared code by its package name (`@matchday/shared/...`, `@matchday/contracts/...`),
//   never by a path into `shared/` or `contracts/`;
// - inside those packages, a page-wide singleton module is imported by its package name too, so
//   the federation share scope hands every app the same instance; the packages stack: contracts
//   depend on no other, the runtime (`shared`) on contracts, the UI (`@matchday/ui`) on both;
// - the back end (`api/`, `ingest/`) takes only `@matchday/contracts` (each domain's addresses,
//   schemas, answer types and replies, the realtime protocol, the sports' rules, validation,
//   constants, locales, the release manifest and the route table) — never `@matchday/shared`,
//   the site's clients, stores, UI or i18n setup. Its package.json depends on contracts alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PER_CONTAINER_CONTRACTS, PER_CONTAINER_MODULES } from '../rspack/perContainerModules.mjs';
import { importRule } from './importRule.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = [
  { dir: 'shared', perContainer: PER_CONTAINER_MODULES },
  { dir: 'contracts', perContainer: PER_CONTAINER_CONTRACTS },
];

/** Files of `shared/` and `contracts/` that are page-wide singletons (exported, and not compiled per container), with their package name. */
const SINGLETON_FILES = new Map(
  PACKAGES.flatMap(({ dir, perContainer }) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
    return Object.entries(pkg.exports)
      .filter(([subpath]) => !perContainer.test(subpath) && !subpath.includes('*'))
      .map(([subpath, file]) => [path.join(repoRoot, dir, file), `${pkg.name}/${subpath.slice(2)}`]);
  }),
);

const REMOTE_PACKAGE = /^mfe-[a-z]+$/;
const WORKSPACES = /^(shell|shared|contracts|ui|tools|e2e|api|ingest|mfe-[a-z]+)$/;
const BACK_END = new Set(['api', 'ingest']);
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
    if (BACK_END.has(from.app) && specifier.startsWith('@matchday/shared'))
      return `the back end takes only @matchday/contracts (each domain's addresses, schemas, types and replies, the realtime protocol, sports' rules, validation, constants, locales, the release manifest and the route table), not ${specifier}`;
    if (from.app === 'contracts' && specifier.startsWith('@matchday/') && !specifier.startsWith('@matchday/contracts/'))
      return `contracts depend on nothing of the site or the api (${specifier})`;
    if (from.app === 'shared' && specifier.startsWith('@matchday/ui/'))
      return `the browser runtime does not depend on the UI built on it (${specifier})`;
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
    if (to.app === 'shared' || to.app === 'contracts' || to.app === 'ui') return `import shared code by its package name (@matchday/${to.app}/...), not by path (${specifier})`;
    return `do not reach into another workspace by path (${specifier})`;
  }
  if (from.feature && to.feature && from.feature !== to.feature)
    return `feature "${from.feature}" must not import feature "${to.feature}" (${specifier}); move what both need to src/components, src/lib or shared`;
  // A unit test imports the module it tests directly; it is never bundled.
  if ((from.app === 'shared' || from.app === 'contracts') && SINGLETON_FILES.has(target) && !/\.test\.tsx?$/.test(fromFile))
    return `import this page-wide module as ${SINGLETON_FILES.get(target)} so every app shares one instance (${specifier})`;
  return null;
}

export const boundariesRule = importRule({
  description: 'Keeps apps, remotes, features and shared singletons apart (docs/architecture.md).',
  violation: boundaryViolation,
});

export default { rules: { boundaries: boundariesRule } };
