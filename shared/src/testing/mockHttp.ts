// The page's HTTP client replaced by one whose answers a test decides; refusals become the same
// ApiError the real client throws, with the server's message.
import { ApiError } from '@matchday/shared/http/apiError';
import { vi } from 'vitest';

export const httpCalls = {
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  patch: vi.fn(),
  delete: vi.fn(),
};

export const mockedHttp = {
  get: (...args: unknown[]) => httpCalls.get(...args),
  post: (...args: unknown[]) => httpCalls.post(...args),
  put: (...args: unknown[]) => httpCalls.put(...args),
  patch: (...args: unknown[]) => httpCalls.patch(...args),
  delete: (...args: unknown[]) => httpCalls.delete(...args),
};

/**
 * The page's public reader (publicHttp.ts) on the same calls: a read of `path` with `params` is
 * logged as `httpCalls.get(path, { params })` and gives the answer's `data`.
 */
export const mockedReadPublic = (path: string, params?: Record<string, unknown>) =>
  Promise.resolve(httpCalls.get(path, { params })).then((answer: { data: unknown }) => answer.data);

export const answer = <T,>(data: T) => Promise.resolve({ code: 0, data });
export const refusal = (message: string) => Promise.reject(new ApiError(3000, message));

export function resetHttp(): void {
  for (const call of Object.values(httpCalls)) call.mockReset();
}
