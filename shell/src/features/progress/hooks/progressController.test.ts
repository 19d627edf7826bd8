import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@matchday/contracts/constants';
import { ProgressController, creep, type ProgressView } from './progressController';

function fakeClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id: unknown) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
    },
  };
}

function setup() {
  const clock = fakeClock();
  const views: ProgressView[] = [];
  const controller = new ProgressController(clock, (view) => views.push(view));
  return { clock, views, controller, last: () => views.at(-1) };
}

describe('progress bar', () => {
  it('uses the constants of the specification', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(PROGRESS_DURATION_MS).toBe(5000);
  });

  it('never shows for work that ends within the 200 ms throttle', () => {
    const { clock, views, controller } = setup();
    controller.start('a');
    clock.advance(150);
    controller.done('a');
    clock.advance(1000);
    expect(views).toEqual([]);
  });

  it('shows after 200 ms, creeps towards the end over the duration, completes and hides', () => {
    const { clock, controller, last } = setup();
    controller.start('a');
    clock.advance(199);
    expect(last()).toBeUndefined();
    clock.advance(1);
    expect(last()).toEqual({ visible: true, value: 0 });
    clock.advance(2500);
    controller.tick();
    const midway = last()!.value;
    expect(midway).toBeGreaterThan(60);
    expect(midway).toBeLessThan(90);
    clock.advance(10_000);
    controller.tick();
    expect(last()!.value).toBe(95);
    controller.done('a');
    expect(last()).toEqual({ visible: true, value: 100 });
    clock.advance(200);
    expect(last()).toEqual({ visible: false, value: 0 });
  });

  it('waits for every piece of work to end', () => {
    const { clock, controller, last } = setup();
    controller.start('navigation');
    controller.start('request');
    clock.advance(300);
    controller.done('navigation');
    expect(last()).toEqual({ visible: true, value: 0 });
    controller.done('unknown');
    controller.done('request');
    expect(last()).toEqual({ visible: true, value: 100 });
  });

  it('creeps monotonically and never reaches the end by itself', () => {
    const values = [0, 500, 1000, 2500, 5000, 50_000].map((elapsed) => creep(elapsed));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(Math.max(...values)).toBe(95);
  });
});
