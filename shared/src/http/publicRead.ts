// Reads of public data (match lists, a match and its events) with the browser's fetch. A first
// visit to `/` reads today's matches and nothing else: without this it would download axios
// (about 21 KB gzip of the page's 250 KB) for one GET. The rules are the HTTP client's own —
// headers, retries (retryPolicy.ts), the envelope (envelope.ts), the progress bar — and
// anything that needs the session or changes data goes through that client (httpClient.ts).
import { pathTo } from '@matchday/contracts/http/paths';
import type { ApiReply, FixedPath, PathParams, PatternPath } from '@matchday/contracts/http/replies';
import type { ApiOk } from '@matchday/contracts/http/envelope';
import { HTTP_RETRIES } from '@matchday/contracts/constants';
import type { Locale } from '@matchday/contracts/i18n/locales';
import { interpretEnvelope, type EnvelopeHandlers } from '@matchday/shared/http/envelope';
import { isRetryableStatus, retryDelayMs } from '@matchday/shared/http/retryPolicy';

export type QueryParams = Record<string, string | number | boolean | undefined>;

/** The query of a read; a pattern's placeholders' values come in `path`. */
export interface ReadOptions {
  params?: QueryParams;
  /** Abandons the read (a newer one made it stale): it rejects with the signal's reason at once, never retried. */
  signal?: AbortSignal;
}

/**
 * The answer's `data` to a GET of an address of the api, or of a pattern with its placeholders'
 * values, typed by the pattern (contracts/src/http/replies.ts); refusals throw ApiError (not shown
 * as a toast).
 */
export interface ReadPublic {
  <P extends FixedPath<'GET'>>(path: P, options?: ReadOptions & { path?: undefined }): Promise<ApiReply<'GET', P>>;
  <P extends PatternPath<'GET'>>(path: P, options: ReadOptions & { path: PathParams<P> }): Promise<ApiReply<'GET', P>>;
}

export interface PublicReaderDependencies extends EnvelopeHandlers {
  baseURL: () => string;
  getLanguage: () => Locale;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** A failed read: `status` is absent when no answer came (network error). */
export class ReadFailure extends Error {
  override readonly name = 'ReadFailure';
  constructor(
    readonly url: string,
    readonly status?: number,
  ) {
    super(status === undefined ? `No answer from ${url}` : `${url} answered ${status}`);
  }
}

/** `base` + `path` with one slash between them, and the params that have a value. */
export function readUrl(base: string, path: string, params: QueryParams = {}): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const url = new URL(joined, globalThis.location?.href ?? 'http://localhost/');
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, String(value));
  return url.href;
}

let readCounter = 0;

export function createPublicReader(deps: PublicReaderDependencies): ReadPublic {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const send = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  // Typed by ReadPublic: the reply's type is the pattern's.
  return async function readPublic(pattern: string, options?: ReadOptions & { path?: Record<string, string | number> }) {
    const url = readUrl(deps.baseURL(), pathTo(pattern, options?.path), options?.params);
    const progressId = `read-${++readCounter}`;
    deps.bus.emit('progress.start', { id: progressId });
    try {
      for (let attempt = 0; ; attempt += 1) {
        let response: Response | null = null;
        try {
          response = await send(url, {
            credentials: 'include',
            headers: { Accept: 'application/json', lan: deps.getLanguage(), sysType: 'APP' },
            signal: options?.signal,
          });
        } catch {
          options?.signal?.throwIfAborted();
          response = null;
        }
        const status = response?.status;
        const body: unknown = response ? await response.json().catch(() => null) : null;
        if (response?.ok) return (interpretEnvelope(body, false, deps) as ApiOk<never>).data;
        if (attempt < HTTP_RETRIES && isRetryableStatus(status)) {
          await sleep(retryDelayMs(attempt, response?.headers.get('retry-after')));
          continue;
        }
        // An error status may still carry an envelope with a message for the user.
        if (body && typeof body === 'object' && 'code' in body) interpretEnvelope(body, false, deps);
        throw new ReadFailure(url, status);
      }
    } finally {
      deps.bus.emit('progress.done', { id: progressId });
    }
  };
}
