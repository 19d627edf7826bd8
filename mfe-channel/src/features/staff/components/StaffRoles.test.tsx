import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '1', username: 'staff', avatarUrl: null, roles: ['user', 'customer_service'] }, 0);
});

describe('staff roles in the console', () => {
  it('reads a user’s roles and gives the editor role keeping the others', async () => {
    httpCalls.get.mockImplementation((path: string) =>
      path === '/api/ops/users/42' ? answer({ id: '42', username: 'writer', avatarUrl: null, roles: ['user', 'expert'] }) : refusal('This user does not exist'),
    );
    httpCalls.put.mockImplementation((_path: string, body: { roles: string[] }) => answer({ id: '42', username: 'writer', avatarUrl: null, roles: ['user', ...body.roles] }));
    await renderRemotePage(remoteDefinition, '/ops?tab=staff');
    await userEvent.type(await screen.findByTestId('staff-user-id'), '42');
    await userEvent.click(screen.getByTestId('staff-find'));
    expect(await screen.findByRole('checkbox', { name: 'Expert' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Editor' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Editor' }));
    await userEvent.click(screen.getByTestId('staff-save'));
    expect(await screen.findByTestId('staff-result')).toHaveTextContent('Roles saved for writer');
    expect(httpCalls.put).toHaveBeenCalledWith('/api/ops/users/42/roles', { roles: ['user', 'expert', 'editor'] }, expect.anything());
  });

  it('names the operator role, in the console’s language, and gives it', async () => {
    httpCalls.get.mockImplementation(() => answer({ id: '42', username: 'ops', avatarUrl: null, roles: ['user', 'operator'] }));
    httpCalls.put.mockImplementation((_path: string, body: { roles: string[] }) => answer({ id: '42', username: 'ops', avatarUrl: null, roles: body.roles }));
    await renderRemotePage(remoteDefinition, '/ops?tab=staff', 'zh_CN');
    await userEvent.type(await screen.findByTestId('staff-user-id'), '42');
    await userEvent.click(screen.getByTestId('staff-find'));
    expect(await screen.findByRole('checkbox', { name: '运维' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '运维' }));
    await userEvent.click(screen.getByTestId('staff-save'));
    await waitFor(() => expect(httpCalls.put).toHaveBeenCalledWith('/api/ops/users/42/roles', { roles: ['user'] }, expect.anything()));
    await userEvent.click(screen.getByRole('checkbox', { name: '运维' }));
    await userEvent.click(screen.getByTestId('staff-save'));
    await waitFor(() => expect(httpCalls.put).toHaveBeenLastCalledWith('/api/ops/users/42/roles', { roles: ['user', 'operator'] }, expect.anything()));
  });

  it('labels every staff role in English too', async () => {
    httpCalls.get.mockImplementation(() => answer({ id: '42', username: 'ops', avatarUrl: null, roles: ['user'] }));
    await renderRemotePage(remoteDefinition, '/ops?tab=staff');
    await userEvent.type(await screen.findByTestId('staff-user-id'), '42');
    await userEvent.click(screen.getByTestId('staff-find'));
    const group = await screen.findByRole('group', { name: 'Roles' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Editor', 'Expert', 'Streamer', 'Customer service', 'Operator']);
  });

  it('says so when there is no such user', async () => {
    httpCalls.get.mockImplementation(() => refusal('This user does not exist'));
    await renderRemotePage(remoteDefinition, '/ops?tab=staff');
    await userEvent.type(await screen.findByTestId('staff-user-id'), '99');
    await userEvent.click(screen.getByTestId('staff-find'));
    expect(await screen.findByTestId('staff-result')).toHaveTextContent('This user does not exist');
    expect(screen.queryByTestId('staff-user')).toBeNull();
  });
});
