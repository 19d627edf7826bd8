import { isMutedAt } from '@matchday/contracts/alerts/contract';

const at = (iso: string) => new Date(iso);

describe('muted hours', () => {
  it('silence the span in the fan’s own zone, also across midnight', () => {
    const night = { mutedFrom: '22:00', mutedTo: '07:00', timeZone: 'Asia/Shanghai' };
    // 23:30 and 06:59 in Shanghai (UTC+8) are muted; 07:00 and noon are not.
    expect(isMutedAt(night, at('2026-11-28T15:30:00Z'))).toBe(true);
    expect(isMutedAt(night, at('2026-11-28T22:59:00Z'))).toBe(true);
    expect(isMutedAt(night, at('2026-11-28T23:00:00Z'))).toBe(false);
    expect(isMutedAt(night, at('2026-11-28T04:00:00Z'))).toBe(false);
    const afternoon = { mutedFrom: '13:00', mutedTo: '15:00', timeZone: 'UTC' };
    expect(isMutedAt(afternoon, at('2026-11-28T13:00:00Z'))).toBe(true);
    expect(isMutedAt(afternoon, at('2026-11-28T15:00:00Z'))).toBe(false);
  });

  it('silence nothing without both ends, with equal ends, or in a zone the runtime does not know', () => {
    expect(isMutedAt({ mutedFrom: null, mutedTo: null, timeZone: 'UTC' }, at('2026-11-28T03:00:00Z'))).toBe(false);
    expect(isMutedAt({ mutedFrom: '08:00', mutedTo: '08:00', timeZone: 'UTC' }, at('2026-11-28T08:00:00Z'))).toBe(false);
    expect(isMutedAt({ mutedFrom: '00:00', mutedTo: '23:59', timeZone: 'Mars/Olympus' }, at('2026-11-28T08:00:00Z'))).toBe(false);
  });
});
