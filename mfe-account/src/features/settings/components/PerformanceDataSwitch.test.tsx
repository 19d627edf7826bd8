import { RUM_OPT_OUT_STORAGE_KEY } from '@matchday/contracts/rum/contract';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { aProfile } from '../../../testing/profiles';
import { setSharesPerformanceData, sharesPerformanceData } from '../hooks/performanceDataChoice';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const profile = aProfile();

beforeEach(() => {
  resetHttp();
  localStorage.removeItem(RUM_OPT_OUT_STORAGE_KEY);
  signIn('tok', profile, 100);
  // The settings' other section (alerts) waits on its read: this test is about the switch.
  httpCalls.get.mockImplementation((path: string) => (path === ACCOUNT_PATHS.me ? answer({ user: profile, balance: 100 }) : new Promise(() => {})));
});

async function openSettings(language: 'en_US' | 'zh_CN' = 'en_US') {
  await renderRemotePage(remoteDefinition, '/user/settings', language);
  return within(await screen.findByTestId('performance-data'));
}

describe('sharing anonymous performance data', () => {
  it('is on by default, says what is sent, and turned off is kept in this browser until turned on', async () => {
    const settings = await openSettings();
    const toggle = settings.getByRole('switch', { name: 'Share anonymous performance data' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Sends page speed and errors only, with no personal data, so we can find slow or broken pages.');
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem(RUM_OPT_OUT_STORAGE_KEY)).toBe('1');
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(RUM_OPT_OUT_STORAGE_KEY)).toBeNull();
  });

  it('shows the choice this browser kept, in the site’s language', async () => {
    localStorage.setItem(RUM_OPT_OUT_STORAGE_KEY, '1');
    const settings = await openSettings('zh_CN');
    expect(settings.getByRole('switch', { name: '共享匿名性能数据' })).not.toBeChecked();
    expect(settings.getByText(/不含任何个人数据/)).toBeInTheDocument();
  });

  it('reads as on where storage cannot be read, and as it is where it cannot be written', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    expect(sharesPerformanceData(refusing)).toBe(true);
    const full = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(setSharesPerformanceData(false, full)).toBe(true);
  });
});
