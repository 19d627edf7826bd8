import { BOOT_DATA_ELEMENT_ID } from '@matchday/shared/config/runtimeConfig';
import { LOCALE_INFO } from '@matchday/shared/i18n/locales';
import { loadMatchList } from '@matchday/shared/live/liveMatches';
import { EARLY_READS_GLOBAL, EARLY_READ_MAX_AGE_MS, takeEarlyRead } from './publicRead';
import { earlyReadsScript } from './earlyReadsScript';

const answer = (items: unknown[]) => new Response(JSON.stringify({ code: 0, data: { items, total: items.length, page: 1, pageSize: 200 } }), { status: 200 });

function servePage(path: string, htmlLang: string) {
  window.history.replaceState({}, '', path);
  document.documentElement.lang = htmlLang;
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
  const boot = document.createElement('script');
  boot.type = 'application/json';
  boot.id = BOOT_DATA_ELEMENT_ID;
  boot.textContent = JSON.stringify({ config: { apiBaseUrl: '/' } });
  document.head.append(boot);
  // The inline script as the shell's server sends it.
  new Function(earlyReadsScript())();
}

describe('the page starts its first read before any script arrives', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchSpy.mockReset();
    vi.stubGlobal('fetch', fetchSpy);
    delete (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState({}, '', '/');
  });

  it("starts the home list's read, and the list takes its answer instead of asking again", async () => {
    fetchSpy.mockResolvedValueOnce(answer([{ id: 'early' }]));
    servePage('/', LOCALE_INFO.zh_CN.htmlLang);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(new URL(String(url)).searchParams.get('view')).toBe('today');
    expect(init).toMatchObject({ credentials: 'include', headers: { lan: 'zh_CN', sysType: 'APP', Accept: 'application/json' } });

    // The very address the home list reads (same params in the same order): no second request.
    expect(await loadMatchList({ view: 'today' })).toEqual([{ id: 'early' }]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    // Taken once: the next read of the list is a fresh one.
    fetchSpy.mockResolvedValueOnce(answer([{ id: 'fresh' }]));
    expect(await loadMatchList({ view: 'today' })).toEqual([{ id: 'fresh' }]);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('is not used for a page in another language than the one the page resolved', async () => {
    fetchSpy.mockResolvedValueOnce(answer([{ id: 'in French' }])).mockResolvedValueOnce(answer([{ id: 'in Chinese' }]));
    servePage('/', LOCALE_INFO.fr.htmlLang);
    expect(await loadMatchList({ view: 'today' })).toEqual([{ id: 'in Chinese' }]);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('starts nothing for an address with a query or a route without early reads', () => {
    servePage('/?tab=live', LOCALE_INFO.zh_CN.htmlLang);
    servePage('/news', LOCALE_INFO.zh_CN.htmlLang);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('leaves a read that has waited too long, so a list does not start stale', () => {
    fetchSpy.mockResolvedValueOnce(answer([]));
    servePage('/', LOCALE_INFO.zh_CN.htmlLang);
    const url = String(fetchSpy.mock.calls[0]![0]);
    expect(takeEarlyRead(url, 'zh_CN', Date.now() + EARLY_READ_MAX_AGE_MS + 1)).toBeUndefined();
    // And it is gone once looked at.
    expect(takeEarlyRead(url, 'zh_CN')).toBeUndefined();
  });
});
