// The part of the page a remote owns. It loads the remote at run time, mounts it as a
// single-spa parcel, tells it where the address bar is, and contains its failures: a remote
// that is down, hangs or throws shows a fallback here while the header and the rest go on.
// After a failure, the next navigation tries again, without reloading the page.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { REMOTE_FALLBACK_AFTER_MS } from '@matchday/contracts/constants';
import type { RemoteLocation } from '@matchday/ui/federation/remoteApp';
import { packageName, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { ErrorState, PageLoadingState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { reloadAfterChunkFailure } from '../../../lib/chunkReload';
import { isRemoteFallback, loadRemoteApp, type RemoteAppModule } from '../federationRuntime';
import { retireFirstScreen, useFirstScreenHtml, usePageDrawn } from '../stores/firstScreenStore';

/**
 * How long a mounted remote's page may take to say it has drawn its first screen (a remote
 * that never says so, an older build) before its area replaces the server's copy anyway.
 */
export const FIRST_SCREEN_HOLD_MS = 2000;

/** The remote's area while the server's first screen stands in for it: laid out over it, unseen. */
const UNDER_FIRST_SCREEN = { position: 'absolute', top: 0, insetInline: 0, visibility: 'hidden' } as const;

type AreaState =
  | { kind: 'loading' }
  | { kind: 'mounted'; version?: string }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'crashed'; reason: string };

interface RemoteAreaProps {
  remote: RemoteId;
  location: RemoteLocation;
}

function parcelConfig(remote: RemoteId, module: RemoteAppModule): ParcelConfig {
  // A fresh object: module namespaces are frozen and single-spa annotates its configs.
  return {
    name: packageName(remote),
    bootstrap: module.bootstrap,
    mount: module.mount,
    unmount: module.unmount,
    update: module.update,
  } as ParcelConfig;
}

function unmountWhenSettled(parcel: Parcel): void {
  parcel.mountPromise
    .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
    .catch(() => undefined); // a parcel that never mounted has nothing to unmount
}

export function RemoteArea({ remote, location }: RemoteAreaProps) {
  const { t } = useTranslation('shell');
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const locationRef = useRef(location);
  locationRef.current = location;
  /** The address the parcel was last told, and the update in flight (single-spa refuses overlaps). */
  const sentAddress = useRef('');
  const updates = useRef<Promise<unknown>>(Promise.resolve());
  const [state, setState] = useState<AreaState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const underFirstScreen = useFirstScreenHtml() !== '';
  const pageDrawn = usePageDrawn();

  // The server's first screen stays until the page is mounted and drawn; a remote that failed shows its fallback.
  useEffect(() => {
    if (state.kind === 'unavailable' || state.kind === 'crashed') retireFirstScreen();
    if (state.kind !== 'mounted') return;
    if (pageDrawn) return retireFirstScreen();
    const timer = setTimeout(retireFirstScreen, FIRST_SCREEN_HOLD_MS);
    return () => clearTimeout(timer);
  }, [state.kind, pageDrawn]);

  // Load and mount; unmount when the remote changes or the area goes away.
  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    const progressId = `remote-${remote}-${attempt}`;
    eventBus.emit('progress.start', { id: progressId });
    // However the time goes (manifest, entry, chunks, mount), the fallback shows in time. The load
    // goes on within its request timeouts, and a remote that still arrives replaces the fallback.
    const deadline = setTimeout(() => {
      if (active) setState({ kind: 'unavailable', reason: `not on the page after ${REMOTE_FALLBACK_AFTER_MS} ms` });
    }, REMOTE_FALLBACK_AFTER_MS);
    void loadRemoteApp(remote)
      .then(async (module) => {
        if (!active) return;
        if (isRemoteFallback(module)) {
          setState({ kind: 'unavailable', reason: module.reason });
          return;
        }
        const { pathname, search, hash } = locationRef.current;
        sentAddress.current = `${pathname}${search}${hash}`;
        updates.current = Promise.resolve();
        const parcel = mountRootParcel(parcelConfig(remote, module), {
          domElement: hostRef.current!,
          location: { pathname, search, hash },
        });
        parcelRef.current = parcel;
        try {
          await parcel.mountPromise;
          if (active) setState({ kind: 'mounted', version: module.version });
        } catch (error) {
          if (active) setState({ kind: 'crashed', reason: error instanceof Error ? error.message : String(error) });
        }
      })
      .finally(() => {
        clearTimeout(deadline);
        eventBus.emit('progress.done', { id: progressId });
      });
    return () => {
      active = false;
      clearTimeout(deadline);
      if (parcelRef.current) unmountWhenSettled(parcelRef.current);
      parcelRef.current = null;
    };
  }, [remote, attempt]);

  // Tell the mounted remote where the address bar is: once per change, one update at a time.
  const { pathname, search, hash } = location;
  useEffect(() => {
    const parcel = parcelRef.current;
    const address = `${pathname}${search}${hash}`;
    if (state.kind !== 'mounted' || !parcel?.update || address === sentAddress.current) return;
    sentAddress.current = address;
    updates.current = updates.current
      .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.update!({ location: { pathname, search, hash } }) : undefined))
      .catch((error: unknown) => {
        if (parcelRef.current === parcel)
          setState({ kind: 'crashed', reason: error instanceof Error ? error.message : String(error) });
      });
  }, [pathname, search, hash, state.kind]);

  // A remote that throws while rendering reports it through its own error boundary.
  useEffect(() => {
    const subscription = eventBus.on('remote.failed').subscribe((failure) => {
      if (failure.remote !== remote || parcelRef.current === null) return;
      if (reloadAfterChunkFailure(new Error(failure.reason))) return;
      setState({ kind: 'crashed', reason: failure.reason });
    });
    return () => subscription.unsubscribe();
  }, [remote]);

  // After a failure, the next navigation is a new attempt.
  const address = `${pathname}${search}`;
  const lastAddress = useRef(address);
  useEffect(() => {
    if (address === lastAddress.current) return;
    lastAddress.current = address;
    if (state.kind === 'unavailable' || state.kind === 'crashed') setAttempt((value) => value + 1);
  }, [address, state.kind]);

  const retry = () => setAttempt((value) => value + 1);
  return (
    <Box
      data-remote-area={remote}
      data-state={state.kind}
      data-version={state.kind === 'mounted' ? state.version : undefined}
    >
      {state.kind === 'loading' && !underFirstScreen && <PageLoadingState label={t('remote.loading')} />}
      {state.kind === 'unavailable' && (
        <Box data-testid="remote-fallback">
          <ErrorState title={t('remote.unavailableTitle')} hint={t('remote.unavailableHint')} onRetry={retry} />
        </Box>
      )}
      {state.kind === 'crashed' && (
        <Box data-testid="remote-error-page">
          <ErrorState title={t('errorPage.title')} hint={t('errorPage.hint')} onRetry={retry} />
        </Box>
      )}
      <div ref={hostRef} hidden={state.kind !== 'mounted' && !underFirstScreen} style={underFirstScreen ? UNDER_FIRST_SCREEN : undefined} />
    </Box>
  );
}
