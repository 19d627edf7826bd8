// A first-screen request as the shell's server makes it, for the remotes' renderer tests: an
// English phone in UTC, light mode, unless the test says otherwise.
import type { FirstScreenRequest } from '@matchday/shared/firstScreen/firstScreen';

export function firstScreenRequest(routeId: string, address: string, answers: Record<string, unknown> = {}, options: Partial<FirstScreenRequest> = {}): FirstScreenRequest {
  const url = new URL(address, 'http://matchday.test');
  return { routeId, location: { pathname: url.pathname, search: url.search, hash: '' }, locale: 'en_US', mode: 'light', timeZone: 'UTC', phone: true, answers, ...options };
}
