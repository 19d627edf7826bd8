// One alert per match event however many tabs are open: every tab that sees the event asks, under
// a lock all the site's tabs share (Web Locks), whether it was shown already, and only the first
// shows it — a toast with a link where the fan is looking, a system notification (same tag as
// the Web Push one, so the two are one) when the tab is in the background and the fan allowed it.

/** Where the shown alerts' tags are kept (a few hours' worth), shared by the site's tabs. */
export const SHOWN_KEY = 'matchday.alerts.shown';
const KEEP_MS = 6 * 3_600_000;

export interface AlertShow {
  tag: string;
  /** Shown only if the alert of this tag was (a goal's, for its cancellation). */
  requires?: string;
  title: string;
  body: string;
  url: string;
}

export interface DeliveryOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** `navigator.locks` where there is one. */
  locks?: Pick<LockManager, 'request'>;
  visible: () => boolean;
  toast: (alert: AlertShow) => void;
  /** A system notification; false when the fan has not allowed them. */
  notify: (alert: AlertShow) => Promise<boolean>;
  now?: () => number;
}

function firstToShow(tag: string, requires: string | undefined, storage: DeliveryOptions['storage'], now: number): boolean {
  let shown: Record<string, number> = {};
  try {
    shown = JSON.parse(storage.getItem(SHOWN_KEY) ?? '{}') as Record<string, number>;
  } catch {
    shown = {};
  }
  if (shown[tag] !== undefined || (requires !== undefined && shown[requires] === undefined)) return false;
  const kept = Object.fromEntries(Object.entries(shown).filter(([, at]) => now - at < KEEP_MS));
  storage.setItem(SHOWN_KEY, JSON.stringify({ ...kept, [tag]: now }));
  return true;
}

/** Shows the alert unless another tab did; resolves to whether this tab showed it. */
export async function deliverOnce(alert: AlertShow, options: DeliveryOptions): Promise<boolean> {
  const now = (options.now ?? Date.now)();
  const claim = () => firstToShow(alert.tag, alert.requires, options.storage, now);
  // The lock makes the read and the write one step across tabs; without Web Locks, a rare race shows it twice.
  const first = options.locks ? await options.locks.request(SHOWN_KEY, () => claim()) : claim();
  if (!first) return false;
  if (options.visible() || !(await options.notify(alert).catch(() => false))) options.toast(alert);
  return true;
}
