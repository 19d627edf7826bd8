// The previous release's sources, for the version-skew test: the tree of the commit fans ran
// before this one, unpacked from git beside the e2e builds, with this checkout's installed
// libraries linked in but its own workspaces (shared above all) taken from that commit — so a
// build there is the previous release's code, shared modules included.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './site';

/**
 * The release before this one: what landed at stop 42 (the shared contracts have changed since:
 * field data, the consent record, the release console). Moved forward as releases land.
 */
export const PREVIOUS_RELEASE = 'ac19e6de5610f8fa79677ce40eb492db614f4c6e';

const deployDir = () => process.env.MATCHDAY_DEPLOY_DIR ?? path.join(repoRoot, 'deploy');

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, maxBuffer: 256 * 1024 * 1024 });

/** The previous release's tree, ready to build (made once per e2e folder). */
export function previousReleaseTree(commit = PREVIOUS_RELEASE): string {
  const dir = path.join(deployDir(), 'skew', commit.slice(0, 12));
  if (fs.existsSync(path.join(dir, 'node_modules'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
  } catch {
    throw new Error(`the previous release ${commit} is not in this clone's history (a shallow clone?): git fetch --unshallow`);
  }
  const archive = path.join(dir, '..', `${commit.slice(0, 12)}.tar`);
  fs.writeFileSync(archive, git('archive', '--format=tar', commit));
  execFileSync('tar', ['-xf', archive, '-C', dir]);
  fs.rmSync(archive);
  linkLibraries(dir);
  return dir;
}

/** This checkout's installed libraries, but the tree's own workspaces under their package names. */
function linkLibraries(tree: string): void {
  const workspaces: string[] = JSON.parse(fs.readFileSync(path.join(tree, 'package.json'), 'utf8')).workspaces;
  const own = new Map(workspaces.map((workspace) => [JSON.parse(fs.readFileSync(path.join(tree, workspace, 'package.json'), 'utf8')).name as string, workspace]));
  const installed = path.join(repoRoot, 'node_modules');
  const target = path.join(tree, 'node_modules');
  fs.mkdirSync(target);
  for (const entry of fs.readdirSync(installed)) {
    if (!entry.startsWith('@')) {
      if (!own.has(entry)) fs.symlinkSync(path.join(installed, entry), path.join(target, entry));
      continue;
    }
    fs.mkdirSync(path.join(target, entry));
    for (const name of fs.readdirSync(path.join(installed, entry)))
      if (!own.has(`${entry}/${name}`)) fs.symlinkSync(path.join(installed, entry, name), path.join(target, entry, name));
  }
  for (const [name, workspace] of own) {
    fs.mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    fs.symlinkSync(path.join(tree, workspace), path.join(target, name));
    // A workspace's own nested libraries (versions apart from the hoisted ones).
    const nested = path.join(repoRoot, workspace, 'node_modules');
    if (fs.existsSync(nested) && !fs.existsSync(path.join(tree, workspace, 'node_modules'))) fs.symlinkSync(nested, path.join(tree, workspace, 'node_modules'));
  }
}

/** Builds one remote of the tree as `version` into the e2e CDN folder (where the release command finds it). */
export function buildRemoteFrom(tree: string, remote: string, version: string): void {
  execFileSync(process.execPath, [path.join(tree, 'tools/bin/build-remote.mjs')], {
    cwd: path.join(tree, `mfe-${remote}`),
    env: { ...process.env, MATCHDAY_DEPLOY_DIR: deployDir(), BUILD_VERSION: version },
    stdio: 'pipe',
  });
}

/**
 * The tree's shell, built and served by the tree's own server at `origin` against this e2e
 * environment's release, remotes and api (its environment file names the other origin).
 */
export async function servePreviousShell(tree: string, environment: string, origin: string): Promise<{ stop: () => Promise<void> }> {
  execFileSync(process.execPath, [path.join(tree, 'tools/bin/build-shell.mjs')], { cwd: tree, env: process.env, stdio: 'pipe' });
  const environmentsFile = path.join(tree, 'tools/environments.json');
  const environments = JSON.parse(fs.readFileSync(environmentsFile, 'utf8'));
  environments[environment].shell = origin;
  fs.writeFileSync(environmentsFile, JSON.stringify(environments, null, 2));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(tree, 'tools/src/serve/serveApp.ts'), '--env', environment, '--app', 'shell'], {
    cwd: tree,
    env: { ...process.env, MATCHDAY_DEPLOY_DIR: deployDir() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  for (let attempt = 0; ; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the previous shell stopped: ${output}`);
    if (await fetch(`${origin}/release.json`).then((response) => response.ok, () => false)) break;
    if (attempt > 300) throw new Error(`the previous shell did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
