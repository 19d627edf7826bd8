// The release command's changes through the api, as the console makes them: the same routes,
// the same checks, and an audit entry naming the operator whose token is given
// (`--token`, or MATCHDAY_OPERATOR_TOKEN). Without a token the command writes the release files
// itself (the api down, or no api yet) and says the change is not audited.
import { RELEASE_PATHS, type ReleasesResponse } from '@matchday/contracts/releases/contract';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { isRemoteId, packageName, REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { ReleaseRefusedError } from './releaseStore';

/** The commands that change the release (the others only read files). */
export const CHANGING_COMMANDS = ['enable', 'disable', 'use', 'rollback', 'canary', 'promote', 'stop-canary'] as const;
export type ChangingCommand = (typeof CHANGING_COMMANDS)[number];
export const isChangingCommand = (command: string | undefined): command is ChangingCommand => (CHANGING_COMMANDS as readonly string[]).includes(command ?? '');

export interface ApiChange {
  command: ChangingCommand;
  remote?: string;
  version?: string;
  percent?: number;
  note?: string;
}

interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

function remoteOf(value: string | undefined): RemoteId {
  const name = value?.replace(/^mfe-/, '');
  if (!isRemoteId(name)) throw new ReleaseRefusedError(`name a remote: ${REMOTE_IDS.join(', ')}`);
  return name;
}

/** The request a change is: method, path and body, as the console sends it. */
export function requestFor(change: ApiChange): { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: object } {
  const note = change.note === undefined ? {} : { note: change.note };
  const at = (path: string, remote: RemoteId) => path.replace(':remote', remote);
  switch (change.command) {
    case 'enable':
    case 'disable':
      return { method: 'PUT', path: at(RELEASE_PATHS.remote, remoteOf(change.remote)), body: { enabled: change.command === 'enable', ...note } };
    case 'use': {
      const remote = remoteOf(change.remote);
      if (!change.version) throw new ReleaseRefusedError(`name the version of ${packageName(remote)} to use`);
      return { method: 'PUT', path: at(RELEASE_PATHS.remote, remote), body: { version: change.version, ...note } };
    }
    case 'rollback':
      return { method: 'POST', path: RELEASE_PATHS.rollback, body: note };
    case 'canary': {
      const remote = remoteOf(change.remote);
      if (!change.version) throw new ReleaseRefusedError(`name the version of ${packageName(remote)} to canary`);
      if (change.percent === undefined) throw new ReleaseRefusedError('say how many visitors get it: --percent <1-99>');
      return { method: 'POST', path: RELEASE_PATHS.canaries, body: { remote, version: change.version, percent: change.percent, ...note } };
    }
    case 'promote':
      return { method: 'POST', path: at(RELEASE_PATHS.promote, remoteOf(change.remote)), body: note };
    case 'stop-canary':
      return { method: 'DELETE', path: at(RELEASE_PATHS.canary, remoteOf(change.remote)) };
  }
}

/**
 * Makes the change through the api at `apiOrigin` as the operator whose token is given, after
 * checking the api serves `environment` (a command for one environment never changes another's).
 * A refusal is the api's translated message (English asked for).
 */
export async function changeThroughApi(apiOrigin: string, token: string, environment: string, change: ApiChange): Promise<{ release: ReleaseManifest; releases: ReleasesResponse }> {
  const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(new URL(path, apiOrigin), {
        method,
        headers: { token, lan: 'en_US', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new ReleaseRefusedError(`the api at ${apiOrigin} does not answer (${(error as Error).message}); without --token the command writes the release files itself, unaudited`);
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!envelope) throw new ReleaseRefusedError(`the api at ${apiOrigin} answered ${response.status} without a body`);
    if (envelope.code !== 0) throw new ReleaseRefusedError(envelope.msg ?? `the api refused (${response.status})`);
    return envelope.data;
  };
  const serving = await call<ReleasesResponse>('GET', RELEASE_PATHS.releases);
  if (serving.environment !== environment) throw new ReleaseRefusedError(`the api at ${apiOrigin} serves the environment "${serving.environment}", not "${environment}"`);
  const { method, path, body } = requestFor(change);
  const release = await call<ReleaseManifest>(method, path, body);
  return { release, releases: await call<ReleasesResponse>('GET', RELEASE_PATHS.releases) };
}
