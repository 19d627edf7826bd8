// Per-environment addresses: the shell's origin, the api's, and each remote's CDN base.
// Locally every remote has its own origin (port), as in production.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { repoRoot } from './paths';

export interface Environment {
  name: string;
  production: boolean;
  shell: string;
  api: string;
  remotes: Record<RemoteId, string>;
  /**
   * The streaming side: the RTMP address streamers push to, and the origin serving `/hls/`
   * (the ingest's HLS server locally, the CDN in production).
   */
  ingest?: { rtmp: string; hls: string };
  /** A demo streamer pushes a generated picture (development only; default on). */
  demoStream?: boolean;
  /** How long the shell's server waits for a page's first screen (FIRST_SCREEN_BUDGET_MS when unset). */
  firstScreenBudgetMs?: number;
  /** How long after the shell is up field data starts (ms; the runtime configuration's 3 s when unset). */
  fieldDataAfterMs?: number;
  /** Extra settings for the api in this environment. */
  apiEnv?: Record<string, string>;
}

export function loadEnvironment(name: string): Environment {
  const all = JSON.parse(fs.readFileSync(path.join(repoRoot, 'tools/environments.json'), 'utf8')) as Record<
    string,
    Omit<Environment, 'name'>
  >;
  const found = all[name];
  if (!found) throw new Error(`Unknown environment "${name}"; known: ${Object.keys(all).join(', ')}`);
  for (const remote of REMOTE_IDS)
    if (!found.remotes?.[remote]) throw new Error(`Environment "${name}" has no address for remote ${remote}`);
  return { name, ...found };
}

export function manifestUrlFor(environment: Environment, remote: RemoteId, version: string): string {
  return `${environment.remotes[remote].replace(/\/$/, '')}/${version}/mf-manifest.json`;
}

export function portOf(origin: string): number {
  const url = new URL(origin);
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/** Environments served from this machine's `deploy/` folder (their remotes live on localhost). */
export function isLocal(environment: Environment): boolean {
  return Object.values(environment.remotes).every((origin) => new URL(origin).hostname === 'localhost');
}
