import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { REMOTE_FALLBACK_AFTER_MS } from '@matchday/contracts/constants';
import { createRemoteLifecycles } from '@matchday/ui/federation/remoteApp';
import { useLocation } from '@matchday/shared/routing/router';
import { AppProviders } from '@matchday/ui/AppProviders';
import { useParcelTestEnvironment } from '../../../testing/parcelTestEnvironment';
import { createRemoteFallback } from '../plugins/fallbackPlugin';
import { RemoteArea } from './RemoteArea';

const loadRemoteApp = vi.fn();
vi.mock('../federationRuntime', async () => ({
  loadRemoteApp: (...args: unknown[]) => loadRemoteApp(...args),
  isRemoteFallback: (await import('../plugins/fallbackPlugin')).isRemoteFallback,
}));

function Page({ name }: { name: string }) {
  const { pathname } = useLocation();
  return <h1>{`${name} at ${pathname}`}</h1>;
}

const newsRemote = () =>
  createRemoteLifecycles({
    remote: 'news',
    version: '2.0.0',
    namespace: 'news-area-test',
    loadTranslations: async () => ({ default: {} }),
    pages: { news: () => <Page name="News" />, video: () => <Page name="Video" /> },
  });

const at = (pathname: string) => ({ pathname, search: '', hash: '' });

function area(pathname: string) {
  return (
    <AppProviders>
      <RemoteArea remote="news" location={at(pathname)} />
    </AppProviders>
  );
}

const state = () => document.querySelector('[data-remote-area="news"]')?.getAttribute('data-state');

describe('remote area', () => {
  useParcelTestEnvironment();
  beforeEach(() => loadRemoteApp.mockReset());

  it('mounts the remote as a parcel, tells it where the address bar is, and unmounts it', async () => {
    loadRemoteApp.mockResolvedValue(newsRemote());
    const view = render(area('/news'));
    expect(await screen.findByRole('heading', { name: 'News at /news' })).toBeInTheDocument();
    expect(state()).toBe('mounted');
    expect(document.querySelector('[data-remote-area="news"]')).toHaveAttribute('data-version', '2.0.0');
    expect(loadRemoteApp).toHaveBeenCalledWith('news');

    view.rerender(area('/video'));
    expect(await screen.findByRole('heading', { name: 'Video at /video' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledTimes(1);

    view.unmount();
    await waitFor(() => expect(screen.queryByRole('heading')).toBeNull());
  });

  it('shows a fallback for a remote that is down, and loads it on the next navigation once it is back', async () => {
    loadRemoteApp.mockResolvedValueOnce(createRemoteFallback('mfe_news/app', new Error('ScriptNetworkError')));
    const view = render(area('/news'));
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This section could not be loaded');
    expect(state()).toBe('unavailable');

    loadRemoteApp.mockResolvedValue(newsRemote());
    view.rerender(area('/video'));
    expect(await screen.findByRole('heading', { name: 'Video at /video' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledTimes(2);
    view.unmount();
  });

  it('shows the fallback of a remote not on the page in time, and the remote when it arrives late', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      let arrive: (module: unknown) => void = () => undefined;
      loadRemoteApp.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
      const view = render(area('/news'));
      vi.advanceTimersByTime(REMOTE_FALLBACK_AFTER_MS - 100);
      expect(state()).toBe('loading');
      vi.advanceTimersByTime(100);
      expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This section could not be loaded');
      // A slow network is not a broken remote: when the load still completes, the remote is shown.
      arrive(newsRemote());
      expect(await screen.findByRole('heading', { name: 'News at /news' })).toBeInTheDocument();
      expect(state()).toBe('mounted');
      expect(loadRemoteApp).toHaveBeenCalledTimes(1);
      view.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the fallback when the load that ran late fails after all', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      let fail: (module: unknown) => void = () => undefined;
      loadRemoteApp.mockReturnValueOnce(new Promise((resolve) => (fail = resolve)));
      const view = render(area('/news'));
      vi.advanceTimersByTime(REMOTE_FALLBACK_AFTER_MS);
      await screen.findByTestId('remote-fallback');
      fail(createRemoteFallback('mfe_news/app', new Error('signal timed out')));
      await vi.waitFor(() => expect(state()).toBe('unavailable'));
      view.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('can be retried by hand', async () => {
    loadRemoteApp.mockResolvedValueOnce(createRemoteFallback('mfe_news/app', new Error('timed out')));
    const view = render(area('/news'));
    await screen.findByTestId('remote-fallback');
    loadRemoteApp.mockResolvedValue(newsRemote());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'News at /news' })).toBeInTheDocument();
    view.unmount();
  });

  it('replaces a remote that throws with the error page, in its own area', async () => {
    loadRemoteApp.mockResolvedValue(newsRemote());
    const view = render(area('/news'));
    await screen.findByRole('heading', { name: 'News at /news' });
    eventBus.emit('remote.failed', { remote: 'news', reason: 'Cannot read properties of undefined' });
    expect(await screen.findByTestId('remote-error-page')).toHaveTextContent('Something went wrong');
    expect(state()).toBe('crashed');
    view.unmount();
  });

  it('ignores the failures of other remotes', async () => {
    loadRemoteApp.mockResolvedValue(newsRemote());
    const view = render(area('/news'));
    await screen.findByRole('heading', { name: 'News at /news' });
    eventBus.emit('remote.failed', { remote: 'tips', reason: 'boom' });
    expect(state()).toBe('mounted');
    view.unmount();
  });
});
