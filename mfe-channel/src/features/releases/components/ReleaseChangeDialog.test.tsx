import { RELEASE_PATHS } from '@matchday/contracts/releases/contract';
import { RUM_PATHS } from '@matchday/contracts/rum/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { NO_FIGURES } from './fieldDataFixture';
import { RELEASES, ROLLED_BACK_NOTE, releaseAfter } from './releasesFixture';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const quiet = { notifyErrors: false };
const toasts: string[] = [];
eventBus.on('toast').subscribe((toast) => toasts.push(toast.message));

const releaseReads = () => httpCalls.get.mock.calls.filter(([path]) => path === RELEASE_PATHS.releases).length;

beforeEach(() => {
  resetHttp();
  toasts.length = 0;
  signIn('token', { id: '7', username: 'ops', avatarUrl: null, roles: ['user', 'operator'] }, 0);
  httpCalls.get.mockImplementation((path: string) =>
    path === RELEASE_PATHS.releases ? answer(RELEASES) : path === RUM_PATHS.figures ? answer(NO_FIGURES) : Promise.reject(new Error(`unexpected GET ${path}`)),
  );
});

/** The releases tab open, then `button` of `remote`'s row (or of the panel) pressed: its dialog. */
async function open(button: string, remote?: string) {
  await renderRemotePage(remoteDefinition, '/ops?tab=releases');
  const rows = await screen.findAllByTestId('release-remote-row');
  const place = remote ? rows.find((row) => row.dataset.remote === remote)! : screen.getByTestId('release-panel');
  await userEvent.click(within(place).getByRole('button', { name: button }));
  return screen.getByTestId('release-change-dialog');
}

const type = async (dialog: HTMLElement, field: string, text: string) => {
  const input = within(dialog).getByTestId(`release-change-${field}`);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
};

describe('an operator’s changes of the release', () => {
  it('starts a canary: typed, asked in words, sent once, toasted, and the release read again', async () => {
    let answerWith: (value: unknown) => void = () => {};
    httpCalls.post.mockImplementation(() => new Promise((resolve) => (answerWith = resolve)));
    const dialog = await open('Start a canary', 'news');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Start a canary of mfe-news');
    await type(dialog, 'version', '1.7.0');
    await type(dialog, 'percent', '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByTestId('release-change-question')).toHaveTextContent('Serve mfe-news 1.7.0 to 30% of visitors?');
    expect(within(dialog).getByTestId('release-change-details')).toHaveTextContent('The other visitors keep 1.6.0.');
    expect(httpCalls.post).not.toHaveBeenCalled();
    const confirm = within(dialog).getByRole('button', { name: 'Start the canary' });
    await userEvent.click(confirm);
    // While the api answers, the button waits: a second press (and Enter in the form) sends nothing more.
    expect(confirm).toBeDisabled();
    fireEvent.click(confirm);
    fireEvent.submit(confirm.closest('form')!);
    expect(httpCalls.post).toHaveBeenCalledTimes(1);
    expect(httpCalls.post).toHaveBeenCalledWith(RELEASE_PATHS.canaries, { remote: 'news', version: '1.7.0', percent: 30 }, quiet);
    answerWith({ code: 0, data: releaseAfter('canary mfe-news 1.7.0 at 30%') });
    await waitFor(() => expect(screen.queryByTestId('release-change-dialog')).toBeNull());
    expect(toasts).toEqual(['mfe-news 1.7.0 now reaches 30% of visitors (release 15)']);
    await waitFor(() => expect(releaseReads()).toBe(2));
  });

  it('changes a running canary’s share from what it is, with the operator’s note', async () => {
    httpCalls.post.mockImplementation(() => answer(releaseAfter('live to 25%')));
    const dialog = await open('Change the share', 'live');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Change the canary of mfe-live');
    expect(within(dialog).getByTestId('release-change-version')).toHaveValue('2.3.0');
    expect(within(dialog).getByTestId('release-change-percent')).toHaveValue('10');
    await type(dialog, 'percent', '25');
    await type(dialog, 'note', 'live to 25%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByTestId('release-change-question')).toHaveTextContent('Serve mfe-live 2.3.0 to 25% of visitors?');
    expect(within(dialog).getByTestId('release-change-details')).toHaveTextContent('The canary reaches 10% now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the share' }));
    await waitFor(() => expect(toasts).toEqual(['mfe-live 2.3.0 now reaches 25% of visitors (release 15)']));
    expect(httpCalls.post).toHaveBeenCalledWith(RELEASE_PATHS.canaries, { remote: 'live', version: '2.3.0', percent: 25, note: 'live to 25%' }, quiet);
  });

  it('shows a refusal with the api’s message beside the form, keeping what was typed', async () => {
    httpCalls.post.mockImplementationOnce(() => refusal('The release was refused: mfe-news 9.9.9 was never built'));
    const dialog = await open('Start a canary', 'news');
    await type(dialog, 'version', '9.9.9');
    await type(dialog, 'percent', '30');
    await type(dialog, 'note', 'try the new video page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the canary' }));
    expect(await within(dialog).findByTestId('release-change-refused')).toHaveTextContent('The release was refused: mfe-news 9.9.9 was never built');
    expect(within(dialog).getByTestId('release-change-version')).toHaveValue('9.9.9');
    expect(within(dialog).getByTestId('release-change-percent')).toHaveValue('30');
    expect(within(dialog).getByTestId('release-change-note')).toHaveValue('try the new video page');
    expect(toasts).toEqual([]);
    expect(releaseReads()).toBe(1);
    // Corrected, it goes.
    httpCalls.post.mockImplementation(() => answer(releaseAfter('try the new video page')));
    await type(dialog, 'version', '1.7.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).queryByTestId('release-change-refused')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the canary' }));
    await waitFor(() => expect(toasts).toEqual(['mfe-news 1.7.0 now reaches 30% of visitors (release 15)']));
    expect(httpCalls.post).toHaveBeenLastCalledWith(RELEASE_PATHS.canaries, { remote: 'news', version: '1.7.0', percent: 30, note: 'try the new video page' }, quiet);
  });

  it('refuses bad input with the shared schemas’ rules before sending anything', async () => {
    const dialog = await open('Start a canary', 'news');
    await type(dialog, 'version', 'latest');
    await type(dialog, 'percent', '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('A version is written like 1.4.0')).toBeInTheDocument();
    expect(within(dialog).getByText('The share is a whole number from 1 to 99')).toBeInTheDocument();
    await type(dialog, 'percent', '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('The share is a whole number from 1 to 99')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('release-change-question')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // A pinned version follows the same rule.
    const rows = screen.getAllByTestId('release-remote-row');
    await userEvent.click(within(rows.find((row) => row.dataset.remote === 'scores')!).getByRole('button', { name: 'Pin a version' }));
    const pin = screen.getByTestId('release-change-dialog');
    await type(pin, 'version', '3.1');
    await userEvent.click(within(pin).getByRole('button', { name: 'Continue' }));
    expect(within(pin).getByText('A version is written like 1.4.0')).toBeInTheDocument();
    expect(httpCalls.post).not.toHaveBeenCalled();
    expect(httpCalls.put).not.toHaveBeenCalled();
  });

  it('pins a version for every visitor, saying the canary it ends', async () => {
    httpCalls.put.mockImplementation(() => answer(releaseAfter('mfe-live 2.2.0 -> 2.2.1', { live: '2.2.1' })));
    const dialog = await open('Pin a version', 'live');
    await type(dialog, 'version', '2.2.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByTestId('release-change-question')).toHaveTextContent('Serve mfe-live 2.2.1 to every visitor, instead of 2.2.0?');
    expect(within(dialog).getByTestId('release-change-details')).toHaveTextContent('This ends the canary of 2.3.0.');
    // Back to the form, nothing lost.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByTestId('release-change-version')).toHaveValue('2.2.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pin the version' }));
    await waitFor(() => expect(toasts).toEqual(['mfe-live 2.2.1 now serves every visitor (release 15)']));
    expect(httpCalls.put).toHaveBeenCalledWith('/api/ops/releases/remotes/live', { version: '2.2.1' }, quiet);
  });

  it('switches a remote off, and another on with a note', async () => {
    httpCalls.put.mockImplementation(() => answer(releaseAfter('disable mfe-news', {}, ['tips', 'news'])));
    const off = await open('Switch off', 'news');
    expect(within(off).getByTestId('release-change-question')).toHaveTextContent('Switch mfe-news off? No visitor gets its pages until it is switched on again.');
    await userEvent.click(within(off).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(toasts).toEqual(['mfe-news is off (release 15)']));
    expect(httpCalls.put).toHaveBeenCalledWith('/api/ops/releases/remotes/news', { enabled: false }, quiet);

    httpCalls.put.mockImplementation(() => answer(releaseAfter('tips back after the fix', {}, [])));
    const rows = screen.getAllByTestId('release-remote-row');
    await userEvent.click(within(rows.find((row) => row.dataset.remote === 'tips')!).getByRole('button', { name: 'Switch on' }));
    const on = screen.getByTestId('release-change-dialog');
    expect(within(on).getByTestId('release-change-question')).toHaveTextContent('Switch mfe-tips on? Every visitor gets its pages again, at 1.9.1.');
    await type(on, 'note', 'tips back after the fix');
    await userEvent.click(within(on).getByRole('button', { name: 'Switch on' }));
    await waitFor(() => expect(httpCalls.put).toHaveBeenLastCalledWith('/api/ops/releases/remotes/tips', { enabled: true, note: 'tips back after the fix' }, quiet));
    await waitFor(() => expect(toasts.at(-1)).toBe('mfe-tips is on (release 15)'));
  });

  it('promotes a canary to every visitor', async () => {
    httpCalls.post.mockImplementation(() => answer(releaseAfter('promote mfe-live 2.3.0 (was 2.2.0)', { live: '2.3.0' })));
    const dialog = await open('Promote', 'live');
    expect(within(dialog).getByTestId('release-change-question')).toHaveTextContent('Serve mfe-live 2.3.0 to every visitor?');
    expect(within(dialog).getByTestId('release-change-details')).toHaveTextContent('2.3.0 becomes the stable version instead of 2.2.0, and the canary ends.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(toasts).toEqual(['mfe-live 2.3.0 now serves every visitor (release 15)']));
    expect(httpCalls.post).toHaveBeenCalledWith('/api/ops/releases/canaries/live/promote', {}, quiet);
    await waitFor(() => expect(releaseReads()).toBe(2));
  });

  it('stops a canary, every visitor back on the stable version', async () => {
    httpCalls.delete.mockImplementation(() => answer(releaseAfter('stop canary mfe-live 2.3.0')));
    const dialog = await open('Stop the canary', 'live');
    expect(within(dialog).getByTestId('release-change-question')).toHaveTextContent('Send every visitor back to mfe-live 2.2.0?');
    expect(within(dialog).getByTestId('release-change-details')).toHaveTextContent('The canary of 2.3.0, at 10% of visitors, ends.');
    // The api's DELETE takes no note.
    expect(within(dialog).queryByTestId('release-change-note')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop the canary' }));
    await waitFor(() => expect(toasts).toEqual(['Every visitor is back on mfe-live 2.2.0 (release 15)']));
    expect(httpCalls.delete).toHaveBeenCalledWith('/api/ops/releases/canaries/live', quiet);
  });

  it('rolls back to the previous release, saying what visitors will get', async () => {
    httpCalls.post.mockImplementation(() => answer(releaseAfter('roll back to release 13')));
    const dialog = await open('Roll back to release 13');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Roll back to release 13');
    expect(within(dialog).getByTestId('release-change-question')).toHaveTextContent('Make release 13 current again? Every visitor gets what it served:');
    expect(within(within(dialog).getByTestId('release-change-details')).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'The canary of mfe-live 2.3.0 ends',
      `Release 13 was: ${ROLLED_BACK_NOTE}`,
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(toasts).toEqual(['Release 13 is current again, as release 15']));
    expect(httpCalls.post).toHaveBeenCalledWith(RELEASE_PATHS.rollback, {}, quiet);
    await waitFor(() => expect(releaseReads()).toBe(2));
  });

  it('sends nothing when the operator cancels', async () => {
    const dialog = await open('Stop the canary', 'live');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('release-change-dialog')).toBeNull());
    expect(httpCalls.delete).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });
});
