import { RUM_OPT_OUT_STORAGE_KEY } from '@matchday/contracts/rum/contract';
import { fieldDataSampleRate, reportsFieldData } from './rumConsent';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === RUM_OPT_OUT_STORAGE_KEY ? value : null) });

describe('whether a page reports field data', () => {
  it('reports when drawn into the sample', () => {
    expect(reportsFieldData({ sampleRate: 1, draw: 0.999, storage: storage(null) })).toBe(true);
    expect(reportsFieldData({ sampleRate: 0.25, draw: 0.2, storage: storage(null) })).toBe(true);
    expect(reportsFieldData({ sampleRate: 0.25, draw: 0.3, storage: storage(null) })).toBe(false);
    expect(reportsFieldData({ sampleRate: 0, draw: 0, storage: storage(null) })).toBe(false);
  });

  it("honours the fan's switch and the browser's Global Privacy Control", () => {
    expect(reportsFieldData({ sampleRate: 1, draw: 0, storage: storage('1') })).toBe(false);
    expect(reportsFieldData({ sampleRate: 1, draw: 0, storage: storage(null), globalPrivacyControl: true })).toBe(false);
    const refused = { getItem: () => { throw new Error('SecurityError'); } };
    expect(reportsFieldData({ sampleRate: 1, draw: 0, storage: refused })).toBe(true);
  });

  it("takes the share from the page's configuration, or the configuration file, else every page", async () => {
    expect(await fieldDataSampleRate({ rumSampleRate: 0.1 })).toBe(0.1);
    expect(await fieldDataSampleRate({ rumSampleRate: 7 })).toBe(1);
    const file = vi.fn(async () => new Response(JSON.stringify({ rumSampleRate: 0 })));
    expect(await fieldDataSampleRate(undefined, file)).toBe(0);
    expect(file).toHaveBeenCalledWith('/runtime-config.json');
    expect(await fieldDataSampleRate(undefined, async () => { throw new TypeError('offline'); })).toBe(1);
  });
});
