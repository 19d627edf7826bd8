import { act, renderHook } from '@testing-library/react';
import { aPlan } from '../../../testing/plans';
import { planOnSale, usePlanOnSale } from './usePlanOnSale';

const NOW = Date.parse('2026-11-24T19:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('a plan on sale', () => {
  it('is on sale while pending and before its purchase deadline, as the api judges', () => {
    expect(planOnSale(aPlan({ purchaseDeadline: '2026-11-24T19:30:00Z' }), NOW)).toBe(true);
    expect(planOnSale(aPlan({ purchaseDeadline: '2026-11-24T19:00:00Z' }), NOW)).toBe(false);
    expect(planOnSale(aPlan({ purchaseDeadline: '2026-11-24T19:30:00Z', result: 'void' }), NOW)).toBe(false);
  });

  it('goes off sale at the deadline on a page left open', () => {
    vi.useFakeTimers({ now: NOW });
    const { result } = renderHook(() => usePlanOnSale(aPlan({ purchaseDeadline: '2026-11-24T19:30:00Z' })));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(29 * 60_000));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(60_001));
    expect(result.current).toBe(false);
  });

  it('is nothing to buy before the plan is read', () => {
    const { result } = renderHook(() => usePlanOnSale(null));
    expect(result.current).toBe(false);
  });
});
