// The hook follows the site's language: a language change renders its users again in it.
import { act, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '@matchday/shared/i18n/i18n';
import { useFormat } from './format';

const AT = '2025-01-06T14:05:07Z';

function Kickoff() {
  const format = useFormat();
  return (
    <p data-testid="kick-off" lang={format.language}>
      {format.dayLabel('2025-01-06')} · {format.oddsPrice(1.5)} · {format.percent(0.756)}
    </p>
  );
}

describe('useFormat', () => {
  beforeAll(() => initI18n('en_US'));
  afterAll(() => i18n.changeLanguage('en_US'));

  it('formats in the i18next language and follows a change of it', async () => {
    await i18n.changeLanguage('en_US');
    render(<Kickoff />);
    expect(screen.getByTestId('kick-off')).toHaveTextContent('Monday, January 6 · 1.50 · 76%');
    await act(() => i18n.changeLanguage('zh_CN'));
    expect(screen.getByTestId('kick-off')).toHaveTextContent('1月6日星期一 · 1.50 · 76%');
    expect(screen.getByTestId('kick-off')).toHaveAttribute('lang', 'zh_CN');
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByTestId('kick-off')).toHaveTextContent('الاثنين، 6 يناير · 1.50 · 76\u200e%\u200e');
  });

  it('gives the same formats object while the language stays', async () => {
    await i18n.changeLanguage('en_US');
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useFormat());
      return null;
    }
    const view = render(<Probe />);
    view.rerender(<Probe />);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect((seen[0] as ReturnType<typeof useFormat>).time(AT)).toMatch(/^\d\d:05\u00a0[AP]M$/);
  });
});
