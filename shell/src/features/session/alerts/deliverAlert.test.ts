// One alert per event however many tabs see it; shown where the fan looks.
import { deliverOnce, SHOWN_KEY, type AlertShow, type DeliveryOptions } from './deliverAlert';

const alert: AlertShow = { tag: 'match:10:5', title: 'Goal! Northbridge Rovers 1–0 Eastport Athletic', body: "A. Scorer 23'", url: '/pc/detail?id=10' };

/** The site's tabs: one storage, one lock that lets one callback run at a time. */
function site() {
  const values = new Map<string, string>();
  const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  let queue = Promise.resolve<unknown>(undefined);
  const locks = {
    request: ((_name: string, callback: () => unknown) => {
      const run = queue.then(() => callback());
      queue = run.catch(() => undefined);
      return run;
    }) as unknown as LockManager['request'],
  };
  return { storage, locks, values };
}

function tab(shared: ReturnType<typeof site>, patch: Partial<DeliveryOptions> = {}) {
  const shown = { toasts: [] as AlertShow[], notifications: [] as AlertShow[] };
  const options: DeliveryOptions = {
    storage: shared.storage,
    locks: shared.locks,
    visible: () => true,
    toast: (item) => shown.toasts.push(item),
    notify: async (item) => (shown.notifications.push(item), true),
    ...patch,
  };
  return { shown, deliver: (item: AlertShow) => deliverOnce(item, options) };
}

it('shows an event once across three open tabs, in the one that got it first', async () => {
  const shared = site();
  const tabs = [tab(shared), tab(shared), tab(shared)];
  const results = await Promise.all(tabs.map((each) => each.deliver(alert)));
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(tabs.flatMap((each) => each.shown.toasts)).toEqual([alert]);
  // The next event is another alert.
  expect(await tabs[1]!.deliver({ ...alert, tag: 'match:10:6' })).toBe(true);
});

it('is a toast where the fan looks, a system notification in a background tab the fan allowed, else a toast', async () => {
  const hidden = tab(site(), { visible: () => false });
  await hidden.deliver(alert);
  expect(hidden.shown).toEqual({ toasts: [], notifications: [alert] });
  const refused = tab(site(), { visible: () => false, notify: async () => false });
  await refused.deliver(alert);
  expect(refused.shown.toasts).toEqual([alert]);
});

it('forgets what it showed after some hours', async () => {
  const shared = site();
  let now = Date.parse('2026-11-28T10:00:00Z');
  const first = tab(shared, { now: () => now });
  await first.deliver(alert);
  now += 7 * 3_600_000;
  await first.deliver({ ...alert, tag: 'match:11:1' });
  expect(Object.keys(JSON.parse(shared.values.get(SHOWN_KEY)!) as object)).toEqual(['match:11:1']);
});

it('shows a cancelled goal only where the goal itself was shown', async () => {
  const cancelled: AlertShow = { tag: 'match:10:6', requires: 'match:10:5', title: 'Goal cancelled (VAR)', body: "A. Scorer 23'", url: '/pc/detail?id=10' };
  const without = tab(site());
  expect(await without.deliver(cancelled)).toBe(false);
  const shared = site();
  const fan = tab(shared);
  await fan.deliver(alert);
  expect(await fan.deliver(cancelled)).toBe(true);
  expect(fan.shown.toasts.map((shown) => shown.tag)).toEqual(['match:10:5', 'match:10:6']);
});
