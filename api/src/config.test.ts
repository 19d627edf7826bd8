import { loadConfig } from './config';
import { RATE_LIMITS } from './limits/rateLimits';

describe('configuration of the per-address code limits', () => {
  it('keeps the table’s limits when nothing is set', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      codeBurstPerAddress: { windowMs: RATE_LIMITS.codeBurstPerAddress.windowMs },
      codesPerAddressPerDay: { max: RATE_LIMITS.codesPerAddressPerDay.max },
    });
  });

  it('relaxes them by the variables the end-to-end tests set: the short window (0 turns it off) and the daily cap', () => {
    const { rateLimits } = loadConfig({ MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS: '0', MATCHDAY_CODE_ADDRESS_DAILY_CAP: '100000' });
    expect(rateLimits).toEqual({ codeBurstPerAddress: { windowMs: 0 }, codesPerAddressPerDay: { max: 100_000 } });
    expect(loadConfig({ MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS: '60' }).rateLimits.codeBurstPerAddress).toEqual({ windowMs: 60_000 });
    expect(() => loadConfig({ MATCHDAY_CODE_ADDRESS_DAILY_CAP: '0' })).toThrow('MATCHDAY_CODE_ADDRESS_DAILY_CAP must be a number from 1 to 1000000000');
  });
});
