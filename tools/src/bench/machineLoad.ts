// How busy the machine is right now, for benchmarks that must not measure beside other work:
// the share of all cores' time spent over a short window (/proc/stat), which, unlike the load
// average, does not still count the benchmark's own work of the last minute.
import fs from 'node:fs';
import os from 'node:os';

/** CPU time spent (all cores) over total, from two readings of /proc/stat's first line. */
export function cpuShare(before: string, after: string): number {
  const fields = (line: string) => line.trim().split(/\s+/).slice(1, 9).map(Number);
  const [a, b] = [fields(before), fields(after)];
  const idle = (values: number[]) => values[3]! + values[4]!; // idle + iowait
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  const spent = total(b) - total(a);
  return spent > 0 ? 1 - (idle(b) - idle(a)) / spent : 0;
}

/** The machine's CPU share over `windowMs`; on a system without /proc, the load average per core. */
export async function busyShare(windowMs = 2000): Promise<number> {
  const read = () => fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  let before: string;
  try {
    before = read();
  } catch {
    return (os.loadavg()[0] ?? 0) / os.cpus().length;
  }
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  return cpuShare(before, read());
}
