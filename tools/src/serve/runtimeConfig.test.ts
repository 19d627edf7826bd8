import { rumSampleRate } from './appServers';

describe("the share of pages that report field data (MATCHDAY_RUM_SAMPLE_RATE)", () => {
  it('is every page when unset, and the number given from 0 to 1', () => {
    expect(rumSampleRate(undefined)).toBe(1);
    expect(rumSampleRate('')).toBe(1);
    expect(rumSampleRate('0.05')).toBe(0.05);
    expect(rumSampleRate('0')).toBe(0);
  });

  it('refuses anything else at start, saying what it must be', () => {
    for (const value of ['1.5', '-0.1', 'half', '5%']) expect(() => rumSampleRate(value)).toThrow('MATCHDAY_RUM_SAMPLE_RATE must be a number from 0 to 1');
  });
});
