// Field data from this page (real-user monitoring), started once the page is up (bootstrap.tsx
// loads app/startFieldData.ts 3 s after the page's load; nothing of it is on the first load):
// Core Web Vitals from the `web-vitals` library (which reads the browser's buffered entries, so
// starting late loses none), uncaught errors and unhandled rejections, failed chunks, and each remote area's outcome
// as the shell draws it (`data-remote-area`/`data-state`: mounted, its fallback, or its error page).
// Each event carries the remote and version it is about, the release, the route's name, the
// device class and the language — never an address, a token or who the fan is.
import { isBenignNotice } from '@matchday/contracts/rum/benignNotices';
import { RUM_OPT_OUT_STORAGE_KEY, RUM_PATHS, type RumEvent, type RumOwner } from '@matchday/contracts/rum/contract';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { getRuntimeConfig } from '@matchday/shared/config/runtimeConfig';
import { consentAccepted } from '@matchday/shared/stores/consentRecord';
import { matchRoute, PHONE_QUERY, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { languageStore } from '@matchday/shared/stores/languageStore';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { version as shellVersion } from '../../../package.json';
import { readBootData } from '../../app/bootData';
import { fieldDataSampleRate, reportsFieldData } from './rumConsent';
import { cleanMessage, createRumReporter, isChunkFailure, ownerOfScript, versionOf } from './rumReporter';

/** How often a queue that is not full leaves anyway (a canary is judged on the last minutes). */
const FLUSH_EVERY_MS = 5000;

/** `release`: the release this page runs (the shell's store; a canary's visitor has its own). */
export async function startFieldData(release: () => ReleaseManifest | null): Promise<void> {
  const config = getRuntimeConfig();
  const sampleRate = await fieldDataSampleRate(readBootData().config);
  // One draw per page: a page reports all of its events or none.
  const reports = reportsFieldData({ sampleRate, draw: Math.random(), storage: localStorage, globalPrivacyControl: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl });
  // For the bundle bench and the end-to-end tests: field data has started (or chose not to).
  document.documentElement.dataset.fieldData = reports ? 'on' : 'off';
  if (!reports) return;
  const reporter = createRumReporter(
    () => ({
      release: release()?.release ?? 0,
      device: matchMedia(PHONE_QUERY).matches ? 'phone' : 'desktop',
      language: languageStore.getState().language,
      sampleRate,
    }),
    // Until the fan has accepted the privacy policy nothing leaves; a fan who turns it off later sends no more.
    (body) => consentAccepted(localStorage) && localStorage.getItem(RUM_OPT_OUT_STORAGE_KEY) !== '1' && navigator.sendBeacon(`${config.apiBaseUrl.replace(/\/$/, '')}${RUM_PATHS.beacon}`, body),
  );
  const routeName = () => matchRoute(location.pathname)?.id ?? 'unknown';
  const event = (kind: RumEvent['kind'], remote: RumOwner, extra: Partial<RumEvent> = {}): RumEvent => ({
    kind,
    remote,
    version: versionOf(remote, release(), shellVersion),
    route: routeName(),
    ...extra,
  });

  // The vitals are the landing page's: its route and owner as they were when it loaded.
  const landing = matchRoute(location.pathname);
  const landingOwner: RumOwner = landing?.owner ?? 'shell';
  const landingRoute = landing?.id ?? 'unknown';
  const vital = (metric: Metric) =>
    reporter.add({ ...event('vital', landingOwner, { metric: metric.name, value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value) }), route: landingRoute });
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  onFCP(vital);
  onTTFB(vital);

  // The rate operators and the canary judge read is errors per view: a remote's error counts once
  // in each of its views (a failing render can throw on every update), browser notices not at all.
  const viewsOf = new Map<RumOwner, number>();
  const erroredInView = new Map<RumOwner, number>();
  // A page being left cancels what it had under way: what fails then is not the site's error.
  let leaving = false;
  const failure = (error: unknown, script?: string) => {
    if (leaving) return;
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const message = error instanceof Error ? error.message : String(error);
    const source = script ?? (error instanceof Error ? error.stack?.match(/[a-z-]+:\/\/[^\s)]+/)?.[0] : undefined);
    if (isBenignNotice(text, source)) return;
    const scriptOwner = ownerOfScript(source && /^https?:/.test(source) ? source : undefined, release());
    const owner = scriptOwner === 'shell' ? (matchRoute(location.pathname)?.owner ?? 'shell') : scriptOwner;
    if (isChunkFailure(error)) return reporter.add(event('chunk', owner, { message: cleanMessage(message) }));
    const view = viewsOf.get(owner) ?? 0;
    if (erroredInView.get(owner) === view) return;
    erroredInView.set(owner, view);
    reporter.add(event('error', owner, { message: cleanMessage(message) }));
  };
  addEventListener('error', (errorEvent) => failure(errorEvent.error ?? errorEvent.message, errorEvent.filename));
  addEventListener('unhandledrejection', (rejection) => failure(rejection.reason));

  // Each remote area's outcome: a mount is a view of that remote; a fallback or an error page is
  // also counted as what it is. An area already settled when this starts counts as it stands.
  // A remote that arrives after its fallback showed is the same view.
  const settled = (state: string | undefined) => state === 'mounted' || state === 'unavailable' || state === 'crashed';
  const seen = new WeakMap<Element, string>();
  const observe = (area: Element) => {
    const state = area.getAttribute('data-state') ?? '';
    const before = seen.get(area);
    if (state === before) return;
    seen.set(area, state);
    const remote = area.getAttribute('data-remote-area') as RemoteId;
    if (settled(state) && !settled(before)) {
      viewsOf.set(remote, (viewsOf.get(remote) ?? 0) + 1);
      reporter.add(event('view', remote));
    }
    if (state === 'unavailable') reporter.add(event('fallback', remote));
    if (state === 'crashed') reporter.add(event('crash', remote));
  };
  document.querySelectorAll('[data-remote-area]').forEach(observe);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element && record.target.hasAttribute('data-remote-area')) observe(record.target);
      for (const node of record.addedNodes)
        if (node instanceof Element) [...(node.matches('[data-remote-area]') ? [node] : []), ...node.querySelectorAll('[data-remote-area]')].forEach(observe);
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });

  setInterval(() => reporter.flush(), FLUSH_EVERY_MS);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && reporter.flush());
  addEventListener('beforeunload', () => (leaving = true));
  addEventListener('pagehide', () => {
    leaving = true;
    reporter.flush();
  });
  // Back from the browser's page cache: the page lives again.
  addEventListener('pageshow', () => (leaving = false));
}
