import { interactionResult, type EventTiming, type Interaction } from './liveInteractions';

const tap = (kind: Interaction['kind'], at: number): Interaction => ({ kind, at });
const event = (interactionId: number, start: number, duration: number, name = 'pointerup'): EventTiming => ({ name, interactionId, start, duration });

describe("the interactions' answer times", () => {
  it("takes each tap's longest event, and the worst tap as INP", () => {
    const taps = [tap('tab', 1000), tap('star', 1400), tap('tab', 1800)];
    const events = [event(1, 1001, 24, 'pointerdown'), event(1, 1005, 120, 'click'), event(2, 1402, 40), event(3, 1803, 64)];
    expect(interactionResult(taps, events)).toEqual({ interactions: 3, inpMs: 120, worstByKind: { tab: 120, star: 40 }, underThreshold: 0 });
  });

  it('counts a tap with no entry over the threshold as answered within a frame', () => {
    expect(interactionResult([tap('tab', 0), tap('star', 400)], [event(7, 402, 32)])).toEqual({
      interactions: 2,
      inpMs: 32,
      worstByKind: { tab: null, star: 32 },
      underThreshold: 1,
    });
    expect(interactionResult([tap('tab', 0)], []).inpMs).toBe(0);
  });
});
