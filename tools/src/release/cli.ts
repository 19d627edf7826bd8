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
//   npm run release -- init                         first release: every remote at its package version
import { REMOTE_IDS, isRemoteId, packageName, type RemoteId } from '@matchday/shared/routes/routeTable';
import type { ReleaseManifest } from '@matchday/shared/release/releaseManifest';
import { builtVersions, sourceVersion } from '../build/remoteBuild';
import { loadEnvironment } from '../config/environments';
import { ReleaseRefusedError, ReleaseStore } from './releaseStore';

export const USAGE = `usage: release <list|status|versions|enable|disable|use|rollback|init> [remote] [version] [--env <name>] [--note <text>]`;

function describe(release: ReleaseManifest, marker = ''): string {
  const remotes = REMOTE_IDS.map((remote) => {
    const entry = release.remotes[remote];
    return `${remote}@${entry.version}${entry.enabled ? '' : ' (off)'}`;
  }).join('  ');
  return `${marker}#${release.release}  ${release.createdAt}  ${release.note}\n     ${remotes}`;
}

function parseArguments(argv: string[]): { positional: string[]; env: string; note?: string } {
  const positional: string[] = [];
  let env = process.env.MATCHDAY_ENV ?? 'local';
  let note: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--env') env = argv[++index] ?? env;
    else if (argument.startsWith('--env=')) env = argument.slice(6);
    else if (argument === '--note') note = argv[++index];
    else positional.push(argument);
  }
  return { positional, env, note };
}

function remoteArgument(value: string | undefined): RemoteId {
  const name = value?.replace(/^mfe-/, '');
  if (!isRemoteId(name)) throw new ReleaseRefusedError(`name a remote: ${REMOTE_IDS.join(', ')}`);
  return name;
}

/** Runs one command; returns the lines to print. Throws ReleaseRefusedError on a refusal. */
export function runReleaseCommand(argv: string[], store?: ReleaseStore): string[] {
  const { positional, env, note } = parseArguments(argv);
  const [command, first, second] = positional;
  const releases = store ?? new ReleaseStore(loadEnvironment(env));
  const done = (release: ReleaseManifest) => [`${env}: release #${release.release} is live`, describe(release)];
  switch (command) {
    case 'list': {
      const current = releases.current();
      const history = releases.history();
      if (history.length === 0) return [`${env}: no releases yet`];
      return history.map((release) => describe(release, release.release === current?.release ? '* ' : '  '));
    }
    case 'status': {
      const current = releases.current();
      return current ? [describe(current)] : [`${env}: no release yet`];
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
    case 'init': {
      const versions = Object.fromEntries(REMOTE_IDS.map((remote) => [remote, sourceVersion(remote)])) as Record<RemoteId, string>;
      return done(releases.init(versions, note));
    }
    default:
      throw new ReleaseRefusedError(USAGE);
  }
}
