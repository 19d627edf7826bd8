import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { initI18n } from '@matchday/shared/i18n/i18n';
import { AppProviders } from './AppProviders';
import { ToastViewport } from './ToastViewport';

describe('toasts', () => {
  beforeAll(() => initI18n('en_US'));

  it('shows the bus toasts one after another, dropping an immediate repeat', async () => {
    render(
      <AppProviders>
        <ToastViewport />
      </AppProviders>,
    );
    expect(screen.queryByTestId('toast')).toBeNull();
    act(() => {
      eventBus.emit('toast', { message: 'Saved successfully', severity: 'success' });
      eventBus.emit('toast', { message: 'Saved successfully', severity: 'success' });
      eventBus.emit('toast', { message: 'Request failed', severity: 'error' });
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('Saved successfully');
    // Held at the bottom of the screen, clear of the header's menu.
    expect(screen.getByTestId('toast').closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(await screen.findByText('Request failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await vi.waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  it('opens a toast’s link through the shell (a match alert’s match) and closes the toast', async () => {
    render(
      <AppProviders>
        <ToastViewport />
      </AppProviders>,
    );
    const navigations: unknown[] = [];
    const subscription = eventBus.on('navigate').subscribe((to) => navigations.push(to));
    act(() => eventBus.emit('toast', { message: 'Goal! Arsenal 1–0 Chelsea', severity: 'info', link: { to: '/pc/detail?id=7', label: 'Open the match' } }));
    await userEvent.click(await screen.findByTestId('toast-link'));
    expect(navigations).toEqual([{ to: '/pc/detail?id=7' }]);
    await vi.waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
    subscription.unsubscribe();
  });

  it('gives way sooner with others waiting: three match alerts do not hold a goal back for 24 s', async () => {
    render(
      <AppProviders>
        <ToastViewport />
      </AppProviders>,
    );
    const alert = (message: string) => eventBus.emit('toast', { message, severity: 'info', link: { to: '/pc/detail?id=7', label: 'Open the match' } });
    act(() => alert('Kick-off: Arsenal – Chelsea'));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Kick-off: Arsenal – Chelsea');
    vi.useFakeTimers();
    try {
      act(() => {
        alert('Kick-off: Everton – Fulham');
        alert('Goal! Arsenal 1–0 Chelsea');
      });
      act(() => vi.advanceTimersByTime(2600));
      expect(screen.getByTestId('toast')).toHaveTextContent('Kick-off: Everton – Fulham');
      act(() => vi.advanceTimersByTime(2600));
      expect(screen.getByTestId('toast')).toHaveTextContent('Goal! Arsenal 1–0 Chelsea');
      // The last one, with none behind it, stays its full time.
      act(() => vi.advanceTimersByTime(7000));
      expect(screen.getByTestId('toast')).toHaveTextContent('Goal! Arsenal 1–0 Chelsea');
      act(() => vi.advanceTimersByTime(1500));
      expect(screen.queryByTestId('toast')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
