// The page's HTTP client replaced by one whose answers a test decides; refusals become the same
// ApiError the real client throws, with the server's message.
import { pathTo } from '@matchday/contracts/http/paths';
import { ApiError } from '@matchday/shared/http/apiError';
import type { HttpClient } from '@matchday/shared/http/httpClient';
import type { ReadPublic } from '@matchday/shared/http/publicRead';
import { vi } from 'vitest';

export const httpCalls = {
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  patch: vi.fn(),
  delete: vi.fn(),
};

type PathOption = { path?: Record<string, string | number> } | undefined;

/**
 * A call as the real client sends it: the pattern's placeholders filled in (`options.path`), so
 * a test sees the address asked for, and the options without `path` (left out when that is all
 * they held).
 */
function sent(args: unknown[], optionsAt: number): unknown[] {
  const options = args[optionsAt] as PathOption;
  if (!options?.path) return [pathTo(args[0] as string), ...args.slice(1)];
  const { path, ...rest } = options;
  const kept = Object.keys(rest).length > 0 ? [rest] : [];
  return [pathTo(args[0] as string, path), ...args.slice(1, optionsAt), ...kept];
}

/** `call` logging what the client would send; the options are its `optionsAt`th argument. */
export const asSent =
  (call: (...args: unknown[]) => unknown, optionsAt: number) =>
  (...args: unknown[]) =>
    call(...sent(args, optionsAt));

export const mockedHttp = {
  get: asSent(httpCalls.get, 1),
  post: asSent(httpCalls.post, 2),
  put: asSent(httpCalls.put, 2),
  patch: asSent(httpCalls.patch, 2),
  delete: asSent(httpCalls.delete, 1),
} as unknown as HttpClient;

/**
 * A public reader whose answers `read` gives, asked for the address the real reader would read
 * (the pattern's placeholders filled) and the query.
 */
export const readingAs = (read: (address: string, params?: Record<string, unknown>) => unknown) =>
  ((pattern: string, options?: { path?: Record<string, string | number>; params?: Record<string, unknown> }) =>
    Promise.resolve(read(pathTo(pattern, options?.path), options?.params))) as ReadPublic;

/**
 * The page's public reader (publicHttp.ts) on the same calls: a read of an address with `params`
 * is logged as `httpCalls.get(address, { params })` and gives the answer's `data`.
 */
export const mockedReadPublic = readingAs((address, params) => Promise.resolve(httpCalls.get(address, { params })).then((answer: { data: unknown }) => answer.data));

export const answer = <T,>(data: T) => Promise.resolve({ code: 0, data });
export const refusal = (message: string) => Promise.reject(new ApiError(3000, message));

export function resetHttp(): void {
  for (const call of Object.values(httpCalls)) call.mockReset();
}
