// One process of chat members for `npm run bench:chat` (forked by chatBench.ts). A process can
// hold no more sockets than its open-files limit, so a room larger than that is held by several
// of these. Each connects its share of members to the api processes in turn, follows the room,
// and, between the parent's `measure` and `report`, counts the bench's messages and times each
// delivery from the moment the api published it (a histogram, a bucket per millisecond); every
// 50th delivery's marker and time go back too, for the speaker-to-member figure.
import { REALTIME_PATH } from '@matchday/contracts/realtime/protocol';
import { connectBenchClient, type BenchSocket } from './benchClient';

export interface MembersTask {
  ports: number[];
  members: number;
  /** This process's first member's number: member n follows through ports[n % ports.length]. */
  firstMember: number;
  channel: string;
}

export type MembersMessage = { type: 'ready'; held: number; failed: number } | { type: 'report'; held: number; delivered: number; histogram: number[]; samples: [string, number][] };

const HISTOGRAM_MS = 60_000;
const BENCH_MARKER = 'bench-';

const send = (message: MembersMessage) => process.send!(message);
const sockets: BenchSocket[] = [];
const histogram = new Uint32Array(HISTOGRAM_MS + 1);
const samples: [string, number][] = [];
let measuring = false;
let delivered = 0;

const MESSAGE_HEAD = Buffer.from('{"type":"message"');
const MARKER = Buffer.from(BENCH_MARKER);

// Read as little of each frame as counting and timing need (the members must not be what is
// measured): its head, whether it carries a bench marker, and the `sentAt` at its tail.
function onText(buffer: Buffer) {
  if (!measuring || buffer.compare(MESSAGE_HEAD, 0, MESSAGE_HEAD.length, 0, MESSAGE_HEAD.length) !== 0) return;
  const markerAt = buffer.indexOf(MARKER);
  if (markerAt < 0) return;
  const received = Date.now();
  const tail = buffer.subarray(buffer.length - 24).toString('latin1');
  const sentAt = Number(tail.slice(tail.lastIndexOf(':') + 1, -1));
  histogram[Math.min(HISTOGRAM_MS, Math.max(0, received - sentAt))]! += 1;
  delivered += 1;
  if (delivered % 50 === 0) samples.push([/bench-\d+/.exec(buffer.subarray(markerAt, markerAt + 24).toString('latin1'))![0], received]);
}

async function connectAll(task: MembersTask): Promise<number> {
  let failed = 0;
  for (let start = 0; start < task.members; start += 250) {
    await Promise.all(
      Array.from(
        { length: Math.min(250, task.members - start) },
        (_, offset) =>
          new Promise<void>((resolve) => {
            connectBenchClient({
              port: task.ports[(task.firstMember + start + offset) % task.ports.length]!,
              path: REALTIME_PATH,
              onOpen: (socket) => {
                socket.send(JSON.stringify({ type: 'subscribe', channel: task.channel }));
                sockets.push(socket);
                resolve();
              },
              onText,
              onClose: () => resolve(),
              onError: () => {
                failed += 1;
                resolve();
              },
            });
          }),
      ),
    );
  }
  return failed;
}

process.on('message', async (message: { type: 'start'; task: MembersTask } | { type: 'measure' } | { type: 'report' }) => {
  if (message.type === 'start') {
    const failed = await connectAll(message.task);
    send({ type: 'ready', held: sockets.filter((socket) => socket.open).length, failed });
  } else if (message.type === 'measure') measuring = true;
  else {
    measuring = false;
    send({ type: 'report', held: sockets.filter((socket) => socket.open).length, delivered, histogram: [...histogram], samples });
    for (const socket of sockets) socket.close();
    setTimeout(() => process.exit(0), 200);
  }
});
