import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/shared/testing/renderRemotePage';
import { screen } from '@testing-library/react';
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

  it('says so when there is no such user', async () => {
    httpCalls.get.mockImplementation(() => refusal('This user does not exist'));
    await renderRemotePage(remoteDefinition, '/ops?tab=staff');
    await userEvent.type(await screen.findByTestId('staff-user-id'), '99');
    await userEvent.click(screen.getByTestId('staff-find'));
    expect(await screen.findByTestId('staff-result')).toHaveTextContent('This user does not exist');
    expect(screen.queryByTestId('staff-user')).toBeNull();
  });
});
