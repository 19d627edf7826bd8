// Every topic of the event bus and its payload, declared once. Nothing else may be sent.
import type { SessionUser } from '@matchday/shared/api/types';
import type { Locale } from '@matchday/shared/i18n/locales';
import type { RemoteId } from '@matchday/shared/routes/routeTable';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

/** Fields the page title and description templates can use (specification, section 3). */
export interface PageMetaFields {
  name?: string;
  homeName?: string;
  awayName?: string;
  seriesName?: string;
}

export interface BusTopics {
  /** Signed in, signed out, or the user's profile changed. */
  'session.changed': { token: string | null; user: SessionUser | null };
  'language.changed': { language: Locale };
  /** The signed-in user's coin balance, after any movement. */
  'coins.balanceChanged': { balance: number };
  'favourites.changed': { matchIds: string[] };
  /** Ask the shell to navigate; remotes never touch history themselves. */
  navigate: { to: string; replace?: boolean };
  /** A visitor tried something that needs an account; the shell prompts to log in. */
  'auth.loginRequired': { returnTo: string };
  /** A message for the user; `message` is already translated. */
  toast: { message: string; severity: ToastSeverity };
  /** Work started or ended (requests, navigation); `id` pairs a start with its done. */
  'progress.start': { id: string };
  'progress.done': { id: string };
  /** A page tells the shell what its title and description templates should say. */
  'page.meta': { routeId: string; fields: PageMetaFields };
  /** A remote could not be loaded or threw; its area shows a fallback. */
  'remote.failed': { remote: RemoteId; reason: string };
}

export type BusTopic = keyof BusTopics;

/** Runtime list of the declared topics; `satisfies` keeps it in step with the interface. */
const TOPIC_FLAGS = {
  'session.changed': true,
  'language.changed': true,
  'coins.balanceChanged': true,
  'favourites.changed': true,
  navigate: true,
  'auth.loginRequired': true,
  toast: true,
  'progress.start': true,
  'progress.done': true,
  'page.meta': true,
  'remote.failed': true,
} as const satisfies Record<BusTopic, true>;

export const BUS_TOPICS = Object.keys(TOPIC_FLAGS) as BusTopic[];

export function isBusTopic(value: unknown): value is BusTopic {
  return typeof value === 'string' && Object.hasOwn(TOPIC_FLAGS, value);
}
