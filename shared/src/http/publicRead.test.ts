import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { ApiError } from '@matchday/shared/http/apiError';
import { createPublicReader, ReadFailure, readUrl } from '@matchday/shared/http/publicRead';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'offline';

function reader(answers: Answer[]) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const messages: { topic: string; payload: unknown }[] = [];
  const slept: number[] = [];
  const read = createPublicReader({
    baseURL: () => 'http://api.test/',
    getLanguage: () => 'de',
    bus: { emit: (topic: string, payload: unknown) => messages.push({ topic, payload }) } as never,
    translate: (key) => `t:${key}`,
    onInvalidToken: () => undefined,
    sleep: async (ms) => void slept.push(ms),
    fetch: async (input, init) => {
      requests.push({ url: String(input), init });
      const answer = answers.shift() ?? 'offline';
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
    },
  });
  return { read, requests, messages, slept };
}

describe('readPublic', () => {
  it('sends the language and client type, leaves out empty params and answers with the data', async () => {
    const { read, requests, messages } = reader([{ status: 200, body: { code: 0, data: [1, 2] } }]);
    await expect(read(SPORTS_PATHS.matches, { params: { view: 'today', sport: undefined, page: 1 } })).resolves.toEqual([1, 2]);
    expect(requests[0]?.url).toBe('http://api.test/api/sports/matches?view=today&page=1');
    expect(requests[0]?.init).toMatchObject({ credentials: 'include', headers: { lan: 'de', sysType: 'APP' } });
    expect(messages.map((message) => message.topic)).toEqual(['progress.start', 'progress.done']);
  });

  it('fills the pattern’s placeholders (escaped) before the query', async () => {
    const { read, requests } = reader([{ status: 200, body: { code: 0, data: [] } }, { status: 200, body: { code: 0, data: { id: '7' } } }]);
    await read(SPORTS_PATHS.events, { path: { id: '7' }, params: { after: 3 } });
    await read(SPORTS_PATHS.match, { path: { id: 'a/b' } });
    expect(requests.map((request) => request.url)).toEqual(['http://api.test/api/sports/matches/7/events?after=3', 'http://api.test/api/sports/matches/a%2Fb']);
  });

  it('reads nothing when a placeholder has no value', async () => {
    const { read, requests } = reader([]);
    await expect(read(SPORTS_PATHS.match, { path: {} as { id: string } })).rejects.toThrow('pathTo: missing id for /api/sports/matches/:id');
    expect(requests).toEqual([]);
  });

  it('tries again after a network error or an overload, honouring Retry-After, three times at most', async () => {
    const { read, requests, slept } = reader(['offline', { status: 503, headers: { 'retry-after': '1' } }, { status: 200, body: { code: 0, data: 'ok' } }]);
    await expect(read(SPORTS_PATHS.calendar)).resolves.toBe('ok');
    expect(requests).toHaveLength(3);
    expect(slept[1]).toBe(1000);
    const failing = reader(['offline', 'offline', 'offline', 'offline', 'offline']);
    await expect(failing.read(SPORTS_PATHS.calendar)).rejects.toBeInstanceOf(ReadFailure);
    expect(failing.requests).toHaveLength(4);
  });

  it('gives up an abandoned read at once, without trying again', async () => {
    const requests: (AbortSignal | null | undefined)[] = [];
    const read = createPublicReader({
      baseURL: () => 'http://api.test/',
      getLanguage: () => 'de',
      bus: { emit: () => undefined } as never,
      translate: (key) => key,
      onInvalidToken: () => undefined,
      sleep: async () => undefined,
      fetch: (_input, init) => {
        requests.push(init?.signal);
        return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      },
    });
    const stale = new AbortController();
    const reading = read(SPORTS_PATHS.calendar, { signal: stale.signal });
    stale.abort(new Error('a newer search'));
    await expect(reading).rejects.toThrow('a newer search');
    expect(requests).toEqual([stale.signal]);
  });

  it('does not repeat a refusal, and gives its message as an ApiError', async () => {
    const { read, requests } = reader([{ status: 400, body: { code: 3000, msg: 'Unknown match' } }]);
    const error = await read(SPORTS_PATHS.calendar).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unknown match');
    expect(requests).toHaveLength(1);
  });

  it('joins a base and a path with one slash', () => {
    expect(readUrl('/', '/api/a', { q: 'a b' })).toBe('http://localhost:3000/api/a?q=a+b'.replace('http://localhost:3000', new URL('/', location.href).origin));
    expect(readUrl('https://api.example/v1/', 'api/a')).toBe('https://api.example/v1/api/a');
  });
});
