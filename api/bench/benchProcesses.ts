// The processes a benchmark starts (api replicas, client holders): what they spend, and stopping
// them politely then surely.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** A process's CPU time so far (user and system) and its resident memory, from /proc. */
export function processStats(pid: number): { cpuSeconds: number; rssMb: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuSeconds: ticks / 100, rssMb: Number(rss ?? 0) / 1024 };
}
