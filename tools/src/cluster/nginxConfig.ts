// Fills in the repository's nginx configuration (tools/cluster/nginx.conf, the model of
// production's edge) for the cluster on this machine, and says how to get nginx when it is missing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config/paths';

export const NGINX_TEMPLATE = path.join(repoRoot, 'tools/cluster/nginx.conf');
const STREAM_MODULES = ['/usr/lib/nginx/modules/ngx_stream_module.so', '/usr/share/nginx/modules/ngx_stream_module.so'];

export interface EdgeLayout {
  prefix: string;
  edgePort: number;
  rtmpPort: number;
  shell: string;
  apis: string[];
  ingestHls: string[];
  ingestRtmp: string[];
  deployDir: string;
}

export const NGINX_MISSING =
  'nginx is not installed: on Debian or Ubuntu, `apt-get install nginx libnginx-mod-stream` (as .ci/run does); elsewhere nginx with its stream module';

/** nginx's binary and its stream module; throws with how to install them when either is missing. */
export function findNginx(): { binary: string; streamModule: string } {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) => fs.existsSync(file));
  if (!binary) {
    try {
      return { binary: execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim(), streamModule: streamModule() };
    } catch {
      throw new Error(NGINX_MISSING);
    }
  }
  return { binary, streamModule: streamModule() };
}

function streamModule(): string {
  const found = STREAM_MODULES.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`nginx's stream module is missing (RTMP is balanced by it): apt-get install libnginx-mod-stream`);
  return found;
}

export function renderNginxConfig(layout: EdgeLayout, streamModulePath: string): string {
  const servers = (addresses: string[], extra = '') => addresses.map((address) => `server ${address}${extra};`).join('\n    ');
  const values: Record<string, string> = {
    STREAM_MODULE: streamModulePath,
    PREFIX: layout.prefix,
    EDGE_PORT: String(layout.edgePort),
    RTMP_PORT: String(layout.rtmpPort),
    SHELL: layout.shell,
    // A replica that fails is left alone for a few seconds, then tried again.
    API_SERVERS: servers(layout.apis, ' max_fails=1 fail_timeout=3s'),
    INGEST_HLS_SERVERS: servers(layout.ingestHls, ' max_fails=1 fail_timeout=3s'),
    INGEST_RTMP_SERVERS: servers(layout.ingestRtmp, ' max_fails=1 fail_timeout=5s'),
    INGEST_COUNT: String(layout.ingestHls.length),
    DEPLOY_DIR: layout.deployDir,
  };
  const text = fs.readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf: no value for {{${name}}}`);
    return value;
  });
  return text;
}

/** Writes the configuration into nginx's prefix folder. */
export function writeNginxConfig(layout: EdgeLayout, streamModulePath: string): string {
  // Only the prefix: nginx makes its temporary folders itself, owned by its workers' user.
  fs.mkdirSync(layout.prefix, { recursive: true });
  const file = path.join(layout.prefix, 'nginx.conf');
  fs.writeFileSync(file, renderNginxConfig(layout, streamModulePath));
  return file;
}
