import { frameStats, median, pairLatencies, percentile } from './liveStats';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 90)).toBe(90);
    expect(percentile(values, 0)).toBe(10);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('is NaN without values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('pairLatencies', () => {
  it('pairs a change with the newest message for its match received before it', () => {
    const messages = [
      { sentAt: 1000, receivedAt: 1005, matches: [['a', 1] as [string, number], ['b', 4] as [string, number]] },
      { sentAt: 2000, receivedAt: 2003, matches: [['a', 2] as [string, number]] },
    ];
    const changes = [
      { id: 'a', at: 2020 },
      { id: 'b', at: 1040 },
    ];
    expect(pairLatencies(messages, changes)).toEqual({ latencies: [40, 20], unpaired: 0 });
  });

  it('does not pair a message received after the change, nor one message twice', () => {
    const messages = [{ sentAt: 1000, receivedAt: 1010, matches: [['a', 1] as [string, number]] }];
    const changes = [
      { id: 'a', at: 900 },
      { id: 'a', at: 1030 },
      { id: 'a', at: 1500 },
      { id: 'z', at: 1500 },
    ];
    expect(pairLatencies(messages, changes)).toEqual({ latencies: [30], unpaired: 3 });
  });
});

describe('frameStats', () => {
  it('counts frames, their rate and the slow ones', () => {
    const stats = frameStats([0, 16, 32, 80, 96, 112]);
    expect(stats.frames).toBe(5);
    expect(stats.fps).toBeCloseTo(5000 / 112);
    expect(stats.slowFrames).toBe(1);
    expect(stats.longestMs).toBe(48);
  });

  it('reports nothing for fewer than two frames', () => {
    expect(frameStats([5])).toEqual({ frames: 1, fps: 0, slowFrames: 0, longestMs: 0 });
  });
});
