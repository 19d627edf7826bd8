// The operators' release command. Every change is a new numbered release in the history;
// the shell picks it up on the next page load, with no rebuild of anything.
//
//   npm run release -- list [--env local]           releases of the environment, newest last
//   npm run release -- status                       what is live now
//   npm run release -- versions <remote>            built versions of a remote
//   npm run release -- enable <remote>              switch a remote on
//   npm run release -- disable <remote>             switch it off (its pages say "temporarily unavailable")
//   npm run release -- use <remote> <version>       point a remote at a built version
//   npm run release -- rollback                     make the previous release current again
//   npm run release -- canary <remote> <version> --percent <n>
//                                                   serve a built version to n% of visitors
//   npm run release -- promote <remote>             the canary becomes the version for everyone
//   npm run release -- stop-canary <remote>         every visitor back on the stable version
//   npm run release -- init                         first release: every remote at its package version
//
// A change goes through the api, as the console's do (same checks, audited as the operator), when
// an operator's token is given: `--token <token>` or MATCHDAY_OPERATOR_TOKEN, to the environment's
// api or `--api <origin>`. Without one the command writes the release files itself and says the
// change is not audited (the api down, or none yet).
import { isRemoteId, packageName, REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { builtVersions, sourceVersion } from '../build/remoteBuild';
import { loadEnvironment } from '../config/environments';
import { ReleaseRefusedError, ReleaseStore } from './releaseStore';
import { changeThroughApi, isChangingCommand } from './releaseThroughApi';

export const USAGE = `usage: release <list|status|versions|enable|disable|use|rollback|init|canary|promote|stop-canary> [remote] [version] [--percent <n>] [--env <name>] [--note <text>] [--token <operator token>] [--api <origin>]`;

function describe(release: ReleaseManifest, marker = '', canaries: Partial<Record<RemoteId, { version: string; percent: number }>> = {}): string {
  const remotes = REMOTE_IDS.map((remote) => {
    const entry = release.remotes[remote];
    const canary = canaries[remote];
    return `${remote}@${entry.version}${canary ? ` (canary ${canary.version} at ${canary.percent}%)` : ''}${entry.enabled ? '' : ' (off)'}`;
  }).join('  ');
  return `${marker}#${release.release}  ${release.createdAt}  ${release.note}\n     ${remotes}`;
}

interface Arguments {
  positional: string[];
  env: string;
  note?: string;
  percent?: number;
  token?: string;
  api?: string;
}

function parseArguments(argv: string[]): Arguments {
  const positional: string[] = [];
  let env = process.env.MATCHDAY_ENV ?? 'local';
  let note: string | undefined;
  let percent: number | undefined;
  let token = process.env.MATCHDAY_OPERATOR_TOKEN || undefined;
  let api: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--token') token = argv[++index];
    else if (argument === '--api') api = argv[++index];
    else if (argument === '--env') env = argv[++index] ?? env;
    else if (argument.startsWith('--env=')) env = argument.slice(6);
    else if (argument === '--note') note = argv[++index];
    else if (argument === '--percent' || argument.startsWith('--percent=')) {
      const value = argument === '--percent' ? argv[++index] : argument.slice(10);
      if (!/^\d+$/.test(value ?? '')) throw new ReleaseRefusedError(`--percent takes a whole number from 1 to 99, not "${value ?? ''}"`);
      percent = Number(value);
    } else positional.push(argument);
  }
  return { positional, env, note, percent, token, api };
}

function remoteArgument(value: string | undefined): RemoteId {
  const name = value?.replace(/^mfe-/, '');
  if (!isRemoteId(name)) throw new ReleaseRefusedError(`name a remote: ${REMOTE_IDS.join(', ')}`);
  return name;
}

/**
 * Runs one command as an operator runs it: a change through the api when a token is given, else
 * on the files (saying so). Returns the lines to print; throws ReleaseRefusedError on a refusal.
 */
export async function runReleaseCommandAsOperator(argv: string[]): Promise<string[]> {
  const { positional, env, note, percent, token, api } = parseArguments(argv);
  const [command, remote, version] = positional;
  if (!isChangingCommand(command)) return runReleaseCommand(argv);
  if (!token) return [...runReleaseCommand(argv), 'not audited: written to the release files directly; give an operator token (--token, or MATCHDAY_OPERATOR_TOKEN) to go through the api'];
  const origin = api ?? loadEnvironment(env).api;
  const { release, releases } = await changeThroughApi(origin, token, env, { command, remote, version, percent, note });
  return [`${env}: release #${release.release} is live (through ${origin}, audited)`, describe(release, '', Object.fromEntries(releases.canaries.map((canary) => [canary.remote, canary])))];
}

/** Runs one command on the release files; returns the lines to print. Throws ReleaseRefusedError on a refusal. */
export function runReleaseCommand(argv: string[], store?: ReleaseStore): string[] {
  const { positional, env, note, percent } = parseArguments(argv);
  const [command, first, second] = positional;
  const releases = store ?? new ReleaseStore(loadEnvironment(env));
  const done = (release: ReleaseManifest) => [`${env}: release #${release.release} is live`, describe(release, '', releases.canaries())];
  switch (command) {
    case 'list': {
      const current = releases.current();
      const history = releases.history();
      if (history.length === 0) return [`${env}: no releases yet`];
      return history.map((release) => describe(release, release.release === current?.release ? '* ' : '  '));
    }
    case 'status': {
      const current = releases.current();
      return current ? [describe(current, '', releases.canaries())] : [`${env}: no release yet`];
    }
    case 'versions': {
      const remote = remoteArgument(first);
      const versions = builtVersions(remote);
      return versions.length > 0 ? versions : [`${packageName(remote)}: nothing built yet`];
    }
    case 'enable':
    case 'disable':
      return done(releases.setEnabled(remoteArgument(first), command === 'enable', note));
    case 'use': {
      const remote = remoteArgument(first);
      if (!second) throw new ReleaseRefusedError(`name the version of ${packageName(remote)} to use`);
      return done(releases.useVersion(remote, second, note));
    }
    case 'rollback':
      return done(releases.rollback(note));
    case 'canary': {
      const remote = remoteArgument(first);
      if (!second) throw new ReleaseRefusedError(`name the version of ${packageName(remote)} to canary`);
      if (percent === undefined) throw new ReleaseRefusedError('say how many visitors get it: --percent <1-99>');
      return done(releases.startCanary(remote, second, percent, note));
    }
    case 'promote':
      return done(releases.promoteCanary(remoteArgument(first), note));
    case 'stop-canary':
      return done(releases.stopCanary(remoteArgument(first), note));
    case 'init': {
      const versions = Object.fromEntries(REMOTE_IDS.map((remote) => [remote, sourceVersion(remote)])) as Record<RemoteId, string>;
      return done(releases.init(versions, note));
    }
    default:
      throw new ReleaseRefusedError(USAGE);
  }
}
