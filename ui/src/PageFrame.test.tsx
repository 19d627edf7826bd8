import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { busNavigator } from '@matchday/ui/federation/remoteApp';
import { initI18n } from '@matchday/shared/i18n/i18n';
import { Router } from '@matchday/shared/routing/router';
import { AppProviders } from './AppProviders';
import { SectionedPage } from './SectionedPage';

function renderAt(search: string, page: React.ReactNode) {
  return render(
    <AppProviders>
      <Router location={{ pathname: '/match', search, hash: '' }} navigator={busNavigator}>
        {page}
      </Router>
    </AppProviders>,
  );
}

const sections = [
  { value: 'schedule', label: 'Schedule', empty: 'No matches yet' },
  { value: 'results', label: 'Results', empty: 'No results yet', content: <p>Final scores</p> },
];

describe('sectioned page', () => {
  beforeAll(() => initI18n('en_US'));

  it('shows the title, the tabs and the first tab when none is asked for', () => {
    renderAt('', <SectionedPage routeId="match" title="Matches" sections={sections} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Matches' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Schedule', 'Results']);
    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No matches yet');
  });

  it('opens the tab named in the address, and ignores unknown ones', () => {
    renderAt('?tab=results', <SectionedPage routeId="match" title="Matches" sections={sections} />);
    expect(screen.getByText('Final scores')).toBeInTheDocument();
  });

  it('choosing a tab keeps it in the query string (replacing, not pushing)', async () => {
    const asked: unknown[] = [];
    const subscription = eventBus.on('navigate').subscribe((request) => asked.push(request));
    renderAt('?tab=schedule&date=2026-11-20', <SectionedPage routeId="match" title="Matches" sections={sections} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Results' }));
    subscription.unsubscribe();
    expect(asked).toEqual([{ to: '/match?tab=results&date=2026-11-20', replace: true }]);
  });

  it('tells the shell what the page is about', () => {
    const metas: unknown[] = [];
    const subscription = eventBus.on('page.meta').subscribe((meta) => metas.push(meta));
    renderAt('', <SectionedPage routeId="mSeriesDetail" title="Competition" sections={sections} meta={{ seriesName: 'Premier League' }} />);
    subscription.unsubscribe();
    expect(metas).toContainEqual({ routeId: 'mSeriesDetail', fields: { seriesName: 'Premier League' } });
  });

  it('a page with one section shows no tab bar', () => {
    renderAt('', <SectionedPage routeId="box" title="Blind box" sections={[sections[0]!]} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByTestId('empty-state')).toBeInTheDocument();
  });
});

describe('page loading', () => {
  it('runs the progress bar while a page is loading', async () => {
    const { PageLoadingState } = await import('./StatusViews');
    const topics: string[] = [];
    const subscription = eventBus.messages$.subscribe((message) => topics.push(message.topic));
    const view = render(
      <AppProviders>
        <PageLoadingState />
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    view.unmount();
    subscription.unsubscribe();
    expect(topics).toEqual(['progress.start', 'progress.done']);
  });
});
