// Every topic of the event bus and its payload, declared once. Nothing else may be sent.
//
// The rule: stores hold state, the bus carries commands and events between apps. The session,
// the balance and the language are state, read from their stores (`useSession`,
// `useLanguage`); the bus carries what one app asks of another (navigate, log in, show a toast)
// and what happened (work started, a page's title fields, a remote crashed). Every topic has a
// sender and a listener (topics.usage.test.ts checks the sources).
import type { FavouriteKind } from '@matchday/contracts/favourites/contract';
import type { RemoteId } from '@matchday/contracts/routes/routeTable';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';
/** A toast's way somewhere (a match alert's match): `to` a path of the site, `label` translated. */
export interface ToastLink {
  to: string;
  label: string;
}

/** Fields the page title and description templates can use (specification, section 3). */
export interface PageMetaFields {
  name?: string;
  homeName?: string;
  awayName?: string;
  seriesName?: string;
}

export interface BusTopics {
  /** Ask the shell to navigate; remotes never touch history themselves. */
  navigate: { to: string; replace?: boolean };
  /** A visitor tried something that needs an account; the shell prompts to log in. */
  'auth.loginRequired': { returnTo: string };
  /** A message for the user; `message` is already translated. */
  toast: { message: string; severity: ToastSeverity; link?: ToastLink };
  /** Work started or ended (requests, navigation); `id` pairs a start with its done. */
  'progress.start': { id: string };
  'progress.done': { id: string };
  /** A page tells the shell what its title and description templates should say. */
  'page.meta': { routeId: string; fields: PageMetaFields };
  /** A remote's page has drawn its first screen from its data: the shell retires the server's copy of it. */
  'page.drawn': { remote: RemoteId };
  /** A mounted remote threw while rendering; the shell shows its error page in that area. */
  'remote.failed': { remote: RemoteId; reason: string };
  /** The user's favourites changed (saved by the api); every copy of the favourites store applies it. */
  'favourites.changed': { kind: FavouriteKind; id: string; starred: boolean };
}

export type BusTopic = keyof BusTopics;

/** Runtime list of the declared topics; `satisfies` keeps it in step with the interface. */
const TOPIC_FLAGS = {
  navigate: true,
  'auth.loginRequired': true,
  toast: true,
  'progress.start': true,
  'progress.done': true,
  'page.meta': true,
  'page.drawn': true,
  'remote.failed': true,
  'favourites.changed': true,
} as const satisfies Record<BusTopic, true>;

export const BUS_TOPICS = Object.keys(TOPIC_FLAGS) as BusTopic[];

export function isBusTopic(value: unknown): value is BusTopic {
  return typeof value === 'string' && Object.hasOwn(TOPIC_FLAGS, value);
}
