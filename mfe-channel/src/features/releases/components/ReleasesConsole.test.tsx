import { RELEASE_PATHS } from '@matchday/contracts/releases/contract';
import { RUM_PATHS } from '@matchday/contracts/rum/contract';
import type { Role } from '@matchday/contracts/accounts/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen } from '@testing-library/react';
import { remoteDefinition } from '../../../app/definition';
import { FIGURES } from './fieldDataFixture';
import { RELEASES } from './releasesFixture';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const as = (...roles: Role[]) => signIn('token', { id: '7', username: 'staff', avatarUrl: null, roles: ['user', ...roles] }, 0);
const tabReads = () => httpCalls.get.mock.calls.filter(([path]) => path === RUM_PATHS.figures || path === RELEASE_PATHS.releases);

beforeEach(() => {
  resetHttp();
  httpCalls.get.mockImplementation((path: string) =>
    path === RUM_PATHS.figures ? answer(FIGURES) : path === RELEASE_PATHS.releases ? answer(RELEASES) : Promise.reject(new Error(`unexpected GET ${path}`)),
  );
});

describe('the releases tab of the console', () => {
  it('is all an operator sees: the release console, with no other staff’s tabs', async () => {
    as('operator');
    await renderRemotePage(remoteDefinition, '/ops');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Release console');
    expect(await screen.findByTestId('releases-console')).toBeInTheDocument();
    // One section: no tab strip at all, so none of moderation, coins or SMS.
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(await screen.findAllByTestId('field-data-row')).toHaveLength(3);
    // The release itself above its field data.
    expect(await screen.findAllByTestId('release-remote-row')).toHaveLength(6);
    for (const other of ['sms-lookup', 'staff-roles', 'coin-packages']) expect(screen.queryByTestId(other)).toBeNull();
    expect(httpCalls.get.mock.calls.map(([path]) => path).sort()).toEqual([RELEASE_PATHS.releases, RUM_PATHS.figures]);
  });

  it('keeps an operator to it when another tab is asked for', async () => {
    as('operator');
    await renderRemotePage(remoteDefinition, '/ops?tab=sms');
    expect(await screen.findByTestId('releases-console')).toBeInTheDocument();
    expect(screen.queryByTestId('sms-lookup')).toBeNull();
  });

  it('is one of customer service’s tabs, opened by its address', async () => {
    as('customer_service');
    await renderRemotePage(remoteDefinition, '/ops?tab=releases');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customer service console');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(expect.arrayContaining(['Reports', 'Codes by SMS', 'Coin packages', 'Articles', 'Releases']));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Releases');
    expect(await screen.findAllByTestId('field-data-row')).toHaveLength(3);
  });

  it('is loaded only when opened', async () => {
    as('customer_service');
    await renderRemotePage(remoteDefinition, '/ops?tab=staff');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Staff roles');
    expect(screen.getByRole('tab', { name: 'Releases' })).toBeInTheDocument();
    expect(screen.queryByTestId('releases-console')).toBeNull();
    expect(tabReads()).toEqual([]);
  });

  it('is not an editor’s', async () => {
    as('editor');
    await renderRemotePage(remoteDefinition, '/ops?tab=releases');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Newsroom');
    expect(screen.queryByRole('tab', { name: 'Releases' })).toBeNull();
    expect(screen.queryByTestId('releases-console')).toBeNull();
    expect(tabReads()).toEqual([]);
  });

  it('sits beside the newsroom for an editor who is an operator too', async () => {
    as('editor', 'operator');
    await renderRemotePage(remoteDefinition, '/ops?tab=releases');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Articles', 'Releases']);
    expect(await screen.findByTestId('releases-console')).toBeInTheDocument();
  });
});
