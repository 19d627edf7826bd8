// The server's first screen in the page's area: shown in place of a skeleton, under which the
// remote mounts unseen, and retired once the remote has drawn the page, has failed, or the fan
// went elsewhere. The remote here is a real parcel whose page says it has drawn, as pages do.
import { render, screen, waitFor } from '@testing-library/react';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { createRemoteLifecycles } from '@matchday/ui/federation/remoteApp';
import { FIRST_SCREEN_ELEMENT_ID } from '@matchday/shared/firstScreen/firstScreen';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { Router } from '@matchday/shared/routing/router';
import { routesOwnedBy } from '@matchday/contracts/routes/routeTable';
import { AppProviders } from '@matchday/ui/AppProviders';
import { useParcelTestEnvironment } from '../../../testing/parcelTestEnvironment';
import { createRemoteFallback } from '../plugins/fallbackPlugin';
import { firstScreenStore } from '../stores/firstScreenStore';
import { FirstScreen } from './FirstScreen';
import { FIRST_SCREEN_HOLD_MS, RemoteArea } from './RemoteArea';

const loadRemoteApp = vi.fn();
vi.mock('../federationRuntime', async () => ({
  loadRemoteApp: (...args: unknown[]) => loadRemoteApp(...args),
  isRemoteFallback: (await import('../plugins/fallbackPlugin')).isRemoteFallback,
}));

let announce = true;
function HomePage() {
  useFirstScreenDrawn('scores', announce);
  return <h1>Home, drawn by the remote</h1>;
}

const scoresRemote = () =>
  createRemoteLifecycles({
    remote: 'scores',
    version: '1.0.0',
    namespace: 'scores-first-screen-test',
    loadTranslations: async () => ({ default: {} }),
    pages: Object.fromEntries(
      routesOwnedBy('scores').map((route) => [route.id, HomePage]),
    ),
  });

const navigator = { createHref: String, push() {}, replace() {}, go() {} } as never;

function page(pathname: string, search = '') {
  const location = { pathname, search, hash: '' };
  return (
    <AppProviders>
      <Router location={location} navigator={navigator}>
        <main style={{ position: 'relative' }}>
          <FirstScreen />
          <RemoteArea remote="scores" location={location} />
        </main>
      </Router>
    </AppProviders>
  );
}

const sent = () => document.getElementById(FIRST_SCREEN_ELEMENT_ID);
const host = () => document.querySelector('[data-remote-area="scores"] > div:last-child') as HTMLElement;

describe("the server's first screen", () => {
  useParcelTestEnvironment();
  beforeEach(() => {
    announce = true;
    loadRemoteApp.mockReset();
    firstScreenStore.setState({ html: '<ul><li>Rovers 2–1 Athletic</li></ul>', address: '/', drawn: false });
  });

  it('stands in for the page, with no skeleton, until the mounted remote has drawn it', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    loadRemoteApp.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(page('/'));
    expect(sent()).toHaveTextContent('Rovers 2–1 Athletic');
    expect(screen.queryByRole('status')).toBeNull();
    // The remote's area is laid out under it, unseen, so nothing moves when they change places.
    expect(host()).not.toHaveAttribute('hidden');
    expect(host().style.visibility).toBe('hidden');

    arrive(scoresRemote());
    await waitFor(() => expect(sent()).toBeNull());
    expect(screen.getByRole('heading', { name: 'Home, drawn by the remote' })).toBeVisible();
    expect(host().style.visibility).toBe('');
  });

  it("gives way to a remote that never says it has drawn, after a while", async () => {
    announce = false;
    loadRemoteApp.mockResolvedValue(scoresRemote());
    render(page('/'));
    // Drawn, but unseen under the first screen until the hold ends.
    await waitFor(() => expect(host().querySelector('h1')).toHaveTextContent('Home, drawn by the remote'));
    expect(sent()).not.toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    await waitFor(() => expect(sent()).toBeNull(), { timeout: FIRST_SCREEN_HOLD_MS + 1000 });
  });

  it('gives way to the fallback of a remote that is down', async () => {
    loadRemoteApp.mockResolvedValue(createRemoteFallback('mfe_scores/app', new Error('ScriptNetworkError')));
    render(page('/'));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(sent()).toBeNull();
  });

  it('is retired at once on another address', async () => {
    loadRemoteApp.mockReturnValue(new Promise(() => undefined));
    const view = render(page('/'));
    expect(sent()).not.toBeNull();
    view.rerender(page('/', '?tab=live'));
    await waitFor(() => expect(sent()).toBeNull());
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('waits for the area to be mounted even when the page says it has drawn first', async () => {
    loadRemoteApp.mockReturnValue(new Promise(() => undefined));
    render(page('/'));
    eventBus.emit('page.drawn', { remote: 'scores' });
    await vi.waitFor(() => expect(sent()).not.toBeNull());
  });
});
