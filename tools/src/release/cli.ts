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
import { REMOTE_IDS, isRemoteId, packageName, type RemoteId } from '@matchday/shared/routes/routeTable';
import type { ReleaseManifest } from '@matchday/shared/release/releaseManifest';
import { builtVersions, sourceVersion } from '../build/remoteBuild';
import { loadEnvironment } from '../config/environments';
import type { Canaries } from './canary';
import { ReleaseRefusedError, ReleaseStore } from './releaseStore';

export const USAGE = `usage: release <list|status|versions|enable|disable|use|rollback|init|canary|promote|stop-canary> [remote] [version] [--percent <n>] [--env <name>] [--note <text>]`;

function describe(release: ReleaseManifest, marker = '', canaries: Canaries = {}): string {
  const remotes = REMOTE_IDS.map((remote) => {
    const entry = release.remotes[remote];
    const canary = canaries[remote];
    return `${remote}@${entry.version}${canary ? ` (canary ${canary.version} at ${canary.percent}%)` : ''}${entry.enabled ? '' : ' (off)'}`;
  }).join('  ');
  return `${marker}#${release.release}  ${release.createdAt}  ${release.note}\n     ${remotes}`;
}

function parseArguments(argv: string[]): { positional: string[]; env: string; note?: string; percent?: number } {
  const positional: string[] = [];
  let env = process.env.MATCHDAY_ENV ?? 'local';
  let note: string | undefined;
  let percent: number | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--env') env = argv[++index] ?? env;
    else if (argument.startsWith('--env=')) env = argument.slice(6);
    else if (argument === '--note') note = argv[++index];
    else if (argument === '--percent' || argument.startsWith('--percent=')) {
      const value = argument === '--percent' ? argv[++index] : argument.slice(10);
      if (!/^\d+$/.test(value ?? '')) throw new ReleaseRefusedError(`--percent takes a whole number from 1 to 99, not "${value ?? ''}"`);
      percent = Number(value);
    } else positional.push(argument);
  }
  return { positional, env, note, percent };
}

function remoteArgument(value: string | undefined): RemoteId {
  const name = value?.replace(/^mfe-/, '');
  if (!isRemoteId(name)) throw new ReleaseRefusedError(`name a remote: ${REMOTE_IDS.join(', ')}`);
  return name;
}

/** Runs one command; returns the lines to print. Throws ReleaseRefusedError on a refusal. */
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
