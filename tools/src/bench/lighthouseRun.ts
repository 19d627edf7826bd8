// One Lighthouse run in a process of its own (forked by lighthouseBench.ts). Lighthouse keeps
// memory from run to run: a default bench of 240 runs in one process ran out of its 4 GB heap
// after 130. A process per run starts clean and gives it all back.
import { measureOnce, type MeasureTask } from './lighthouseBench';

process.once('message', (task: MeasureTask) => {
  measureOnce(task).then(
    (run) => process.send!({ run }, () => process.exit(0)),
    (error: unknown) => process.send!({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(0)),
  );
});
