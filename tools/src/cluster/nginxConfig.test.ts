// The edge's configuration as the cluster fills it in: every placeholder filled, each part routed
// as the README says, and nginx itself accepts it (`nginx -t`) where nginx is installed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, renderNginxConfig, writeNginxConfig, type EdgeLayout } from './nginxConfig';

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-nginx-'));
afterAll(() => fs.rmSync(prefix, { recursive: true, force: true }));

const layout: EdgeLayout = {
  prefix,
  edgePort: 18800,
  rtmpPort: 19460,
  shell: '127.0.0.1:18801',
  apis: ['127.0.0.1:18811', '127.0.0.1:18812'],
  ingestHls: ['127.0.0.1:18821', '127.0.0.1:18822'],
  ingestRtmp: ['127.0.0.1:19461', '127.0.0.1:19462'],
  deployDir: '/srv/matchday/deploy',
};

const nginx = (() => {
  try {
    return findNginx();
  } catch {
    return null;
  }
})();

test('fills every placeholder and routes each part of the site', () => {
  const text = renderNginxConfig(layout, '/usr/lib/nginx/modules/ngx_stream_module.so');
  expect(text).not.toMatch(/\{\{/);
  expect(text).toContain('server 127.0.0.1:18811 max_fails=1 fail_timeout=3s;');
  expect(text).toContain('server 127.0.0.1:18812 max_fails=1 fail_timeout=3s;');
  expect(text).toMatch(/location \/cdn\/ \{\s+root \/srv\/matchday\/deploy;/);
  // A live stream is on one ingest: a 404 sends the edge to the next one.
  expect(text).toMatch(/location \/hls\/ \{[^}]*proxy_next_upstream error timeout http_404/);
  // The api's 503 (the database away) reaches the client with its Retry-After.
  expect(text).toMatch(/location \/api\/ \{[^}]*proxy_next_upstream error timeout http_502;/);
  expect(text).toMatch(/listen 19460;\s+proxy_pass ingest_rtmp;/);
});

test.runIf(nginx !== null)('is accepted by nginx itself', () => {
  const file = writeNginxConfig(layout, nginx!.streamModule);
  const output = execFileSync(nginx!.binary, ['-t', '-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  expect(output).toBe('');
});
