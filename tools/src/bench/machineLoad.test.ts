import { busyShare, cpuShare } from './machineLoad';

// /proc/stat's first line: cpu user nice system idle iowait irq softirq steal (in ticks, all cores).
const line = (user: number, system: number, idle: number, iowait = 0) => `cpu  ${user} 0 ${system} ${idle} ${iowait} 0 0 0 0 0`;

describe('the machine’s CPU share', () => {
  it('is the time spent over the time passed between two readings, idle and waiting on disks not spent', () => {
    expect(cpuShare(line(1000, 500, 10_000), line(1100, 150 + 500, 10_150))).toBeCloseTo(0.625);
    expect(cpuShare(line(1000, 500, 10_000), line(1000, 500, 10_200))).toBe(0);
    expect(cpuShare(line(1000, 500, 10_000, 50), line(1000, 500, 10_100, 150))).toBe(0);
    expect(cpuShare(line(1000, 500, 10_000), line(1200, 500, 10_000))).toBe(1);
  });

  it('is nothing when no time passed', () => {
    expect(cpuShare(line(1, 1, 1), line(1, 1, 1))).toBe(0);
  });

  it('is read from this machine as a share between none and all', async () => {
    const share = await busyShare(50);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });
});
