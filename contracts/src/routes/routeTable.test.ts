import { deviceTwinPath, matchRoute, MENU, pathOf, ROUTES, routesOwnedBy, visibleMenu } from '@matchday/contracts/routes/routeTable';

// Every route of the specification (section 2) and its owner (docs/architecture.md).
const SPEC_ROUTES: Record<string, string> = {
  '/': 'scores',
  '/match': 'scores',
  '/news': 'news',
  '/plan': 'tips',
  '/ranking': 'tips',
  '/remark': 'tips',
  '/valorant': 'scores',
  '/valorant/analysis': 'scores',
  '/valorant/data': 'scores',
  '/exponent/exponentDetails': 'scores',
  '/exponent/exponentList': 'scores',
  '/m/analysis': 'scores',
  '/m/battle': 'scores',
  '/m/detail': 'scores',
  '/m/intelligence': 'scores',
  '/m/live': 'live',
  '/m/plan': 'tips',
  '/m/series': 'scores',
  '/m/sports': 'scores',
  '/m/series/detail': 'scores',
  '/m/detail/s': 'scores',
  '/m/detail/s2': 'scores',
  '/pc/detail': 'scores',
  '/pc/live': 'live',
  '/prospect/prospectBasketball': 'scores',
  '/prospect/prospectFootball': 'scores',
  '/written/basketball': 'scores',
  '/written/football': 'scores',
  '/streamer': 'live',
  '/box': 'tips',
  '/video': 'news',
  '/login': 'account',
  '/user': 'account',
  '/user/orders': 'account',
  '/feedback': 'account',
  '/invite': 'account',
  '/channel': 'channel',
  '/channel/live-settings': 'channel',
  '/ops/review': 'channel',
  '/download': 'shell',
};

describe('route table', () => {
  it('lands every route of the specification in its owner', () => {
    for (const [path, owner] of Object.entries(SPEC_ROUTES)) expect(matchRoute(path)?.owner, path).toBe(owner);
  });

  it('sends unknown paths and the component-level artefacts to the 404', () => {
    for (const path of [
      '/nope',
      '/exponent/components',
      '/m/detail/components',
      '/m/live/components',
      '/m/series/components',
      '/pc/detail/components/written',
      '/prospect/components',
      '/valorant/component',
      '/userx',
      '/matches',
    ])
      expect(matchRoute(path), path).toBeNull();
  });

  it('tolerates a trailing slash', () => {
    expect(matchRoute('/match/')?.id).toBe('match');
    expect(matchRoute('/')?.id).toBe('home');
  });

  it('needs login for the user area and the channel, and customer service, an editor or an operator for the console', () => {
    expect(ROUTES.filter((route) => route.requiresLogin).map((route) => route.path)).toEqual(['/user/*', '/channel/*', '/ops/*']);
    expect(matchRoute('/ops')?.requiredRoles).toEqual(['customer_service', 'editor', 'operator']);
  });

  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(routesOwnedBy('live').map((route) => route.path)).toEqual(['/streamer', '/pc/live', '/m/live']);
    expect(pathOf('user')).toBe('/user');
    expect(() => pathOf('nope')).toThrow();
  });

  it('lists the header menu of the specification, in order', () => {
    expect(MENU.map((entry) => entry.id)).toEqual(['home', 'match', 'streamer', 'news', 'video', 'tips', 'box', 'tipster', 'download', 'login']);
    expect(MENU.map((entry) => entry.path)).toEqual(['/', '/match', '/streamer', '/news', '/video', '/plan', '/box', '/ranking', '/download', '/login']);
  });

  it('drops the entries of a disabled remote from the menu', () => {
    const withoutTips = visibleMenu((owner) => owner !== 'tips').map((entry) => entry.id);
    expect(withoutTips).not.toContain('tips');
    expect(withoutTips).not.toContain('box');
    expect(withoutTips).not.toContain('tipster');
    expect(withoutTips).toContain('download');
  });

  it('moves between /pc/ and /m/ twins by device width', () => {
    expect(deviceTwinPath('/pc/detail', true)).toBe('/m/detail');
    expect(deviceTwinPath('/m/detail', false)).toBe('/pc/detail');
    expect(deviceTwinPath('/pc/live', true)).toBe('/m/live');
    expect(deviceTwinPath('/m/live', false)).toBe('/pc/live');
    expect(deviceTwinPath('/pc/detail', false)).toBeNull();
    expect(deviceTwinPath('/m/detail', true)).toBeNull();
    expect(deviceTwinPath('/m/plan', false)).toBeNull();
    expect(deviceTwinPath('/match', true)).toBeNull();
  });
});
