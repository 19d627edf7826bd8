// One app's server as its own process: `serveApp.ts --env local --app scores`. Running each
// origin in its own process lets an operator (or a test) stop one without touching the rest.
import type http from 'node:http';
import { isRemoteId } from '@matchday/contracts/routes/routeTable';
import { loadEnvironment, portOf } from '../config/environments';
import { createRemoteServer, createShellServer } from './appServers';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const environment = loadEnvironment(argument('env') ?? 'local');
const app = argument('app') ?? 'shell';
let server: http.Server;
let origin: string;
if (app === 'shell') {
  server = createShellServer(environment);
  origin = environment.shell;
} else if (isRemoteId(app)) {
  server = createRemoteServer(app);
  origin = environment.remotes[app];
} else {
  throw new Error(`unknown app "${app}"`);
}

server.on('error', (error) => {
  console.error(`[${app}] cannot serve on ${origin}: ${error.message}`);
  process.exit(1);
});
// `--port`: behind an edge (the cluster's nginx), the app listens apart from the origin it serves.
const port = Number(argument('port') ?? portOf(origin));
server.listen(port, argument('port') ? '127.0.0.1' : '0.0.0.0', () => console.log(`[${app}] serving ${origin} on :${port}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
