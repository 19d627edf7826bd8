// The cluster's ports and folders, one place for the runner, the chaos test and the soak bench.
import path from 'node:path';
import { repoRoot } from '../config/paths';

export const CLUSTER_ENVIRONMENT = 'cluster';

export const CLUSTER_PORTS = {
  /** nginx: the site's one address (pages, /cdn/, /api, /api/ws, /hls/). */
  edge: 8800,
  /** nginx's RTMP balancer, where streamers push. */
  rtmp: 19360,
  shell: 8801,
  apis: [8811, 8812],
  ingestHls: [8821, 8822],
  ingestRtmp: [19361, 19362],
  /** The local S3-compatible store (s3rver). */
  s3: 8830,
  /** A PostgreSQL and a Redis of the cluster's own (the chaos run stops and restarts them). */
  ownPostgres: 8832,
  ownRedis: 8879,
} as const;

export const CLUSTER_BUCKET = 'matchday';

/** Everything the cluster writes: `.data/cluster/` (logs, nginx's prefix, the store, own databases). */
export function clusterDataDir(): string {
  return path.resolve(process.env.MATCHDAY_CLUSTER_DIR ?? path.join(repoRoot, '.data', CLUSTER_ENVIRONMENT));
}

export const CLUSTER_EDGE = `http://127.0.0.1:${CLUSTER_PORTS.edge}`;
