// `npm start`: builds whatever is missing, makes a first release if the environment has none,
// and serves the composed site (http://localhost:8080 locally), each remote on its own origin.
import { loadEnvironment } from './config/environments';
import { prepareSite } from './serve/prepareSite';
import { runSite } from './serve/site';

const environment = loadEnvironment(process.env.MATCHDAY_ENV ?? 'local');
await prepareSite(environment);
await runSite(environment);
process.exit(0);
