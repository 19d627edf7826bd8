import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { initI18n, i18n } from '@matchday/shared/i18n/i18n';
import { useLocation, useSearchParams, Link } from '@matchday/shared/routing/router';
import { routesOwnedBy } from '@matchday/contracts/routes/routeTable';
import { busNavigator, createRemoteLifecycles, pageCoverage, type RemoteAppDefinition } from './remoteApp';

function Where({ label }: { label: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <div>
      <h1>{label}</h1>
      <p data-testid="where">{`${pathname}?${params.toString()}`}</p>
      <Link to="/news?tab=football">to news</Link>
    </div>
  );
}

function Broken(): never {
  throw new Error('page exploded');
}

const definition = (pages: RemoteAppDefinition['pages']): RemoteAppDefinition => ({
  remote: 'news',
  version: '9.9.9',
  namespace: 'news-test',
  loadTranslations: async () => ({ default: {} }),
  pages,
});

const props = (pathname: string, search = '') => ({
  name: 'mfe-news',
  domElement: document.getElementById('host')!,
  location: { pathname, search, hash: '' },
  singleSpa: {},
  mountParcel: () => undefined,
});

describe('remote app', () => {
  // Lifecycles run as single-spa runs them: outside React's act(), since a parcel's mount
  // promise settles from an effect of its own root.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeAll(async () => {
    await initI18n('en_US');
    await i18n.changeLanguage('en_US');
  });
  beforeEach(() => {
    document.body.innerHTML = '<div id="host"></div>';
  });

  it('must give a page for exactly the routes the table gives the remote', () => {
    const page = () => <Where label="page" />;
    const complete = definition({ news: page, video: page });
    expect(pageCoverage(complete)).toEqual({ missing: [], unknown: [] });
    expect(pageCoverage(definition({ news: page }))).toEqual({ missing: ['video'], unknown: [] });
    expect(pageCoverage(definition({ news: page, video: page, box: page }))).toEqual({ missing: [], unknown: ['box'] });
    expect(() => createRemoteLifecycles(definition({ news: page }))).toThrow(/do not match the route table/);
    expect(routesOwnedBy('news')).toHaveLength(2);
  });

  it('mounts as a parcel, follows the location it is given, and unmounts', async () => {
    const app = createRemoteLifecycles(definition({ news: () => <Where label="News page" />, video: () => <Where label="Video page" /> }));
    const bootstrap = app.bootstrap as ((p: unknown) => Promise<unknown>)[];
    for (const step of bootstrap) await step(props('/news'));
    await app.mount(props('/news', '?tab=latest') as never);
    expect(await screen.findByRole('heading', { name: 'News page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/news?tab=latest');
    expect(document.querySelector('[data-remote="news"]')).toHaveAttribute('data-remote-version', '9.9.9');

    await app.update(props('/video') as never);
    expect(await screen.findByRole('heading', { name: 'Video page' })).toBeInTheDocument();

    await app.unmount(props('/video') as never);
    expect(document.getElementById('host')).toBeEmptyDOMElement();
  });

  it('asks the shell to navigate instead of touching history', async () => {
    const app = createRemoteLifecycles(definition({ news: () => <Where label="News page" />, video: () => <Where label="Video page" /> }));
    await app.mount(props('/news') as never);
    const asked: unknown[] = [];
    const subscription = eventBus.on('navigate').subscribe((request) => asked.push(request));
    await userEvent.click(await screen.findByRole('link', { name: 'to news' }));
    busNavigator.replace('/video');
    subscription.unsubscribe();
    expect(asked).toEqual([{ to: '/news?tab=football' }, { to: '/video', replace: true }]);
    expect(window.location.pathname).toBe('/');
    await app.unmount(props('/news') as never);
  });

  it('reports a page that throws, and shows an error in its own area', async () => {
    const failures: unknown[] = [];
    const subscription = eventBus.on('remote.failed').subscribe((failure) => failures.push(failure));
    const app = createRemoteLifecycles(definition({ news: Broken, video: () => <Where label="Video page" /> }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await app.mount(props('/news') as never);
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
    // Reported from an effect of the error view: it may run just after the view is on the page.
    await waitFor(() => expect(failures).toEqual([{ remote: 'news', reason: 'page exploded' }]));
    subscription.unsubscribe();
    await app.unmount(props('/news') as never);
  });
});
