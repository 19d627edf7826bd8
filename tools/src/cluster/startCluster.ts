// `npm run start:cluster`: the production-shaped site on this machine (cluster.ts), until Ctrl-C.
import { Cluster } from './cluster';
import { CLUSTER_PORTS } from './clusterLayout';

const cluster = new Cluster({ ownServices: process.argv.includes('--own-services') });
try {
  await cluster.start();
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await cluster.stop().catch(() => undefined);
  process.exit(1);
}
console.log(`[cluster] the site: http://localhost:${CLUSTER_PORTS.edge}  (nginx → api :${CLUSTER_PORTS.apis.join(', :')}, ingest HLS :${CLUSTER_PORTS.ingestHls.join(', :')})`);
console.log(`[cluster] streamers push to rtmp://127.0.0.1:${CLUSTER_PORTS.rtmp}/live/<live code> (balanced over ingest RTMP :${CLUSTER_PORTS.ingestRtmp.join(', :')})`);
console.log(`[cluster] object store: s3rver on :${CLUSTER_PORTS.s3}; \`npm run storage:usage\` with the cluster's settings prints its use`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
