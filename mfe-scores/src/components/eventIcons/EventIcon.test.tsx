import { eventTypesOf, GENERAL_EVENT_TYPES, SPORT_RULES, SPORTS } from '@matchday/contracts/sports/rules';
import type { MatchEventType } from '@matchday/contracts/sports/contract';
import { loadRemoteTexts } from '@matchday/ui/testing/renderRemotePage';
import { initI18n } from '@matchday/shared/i18n/i18n';
import { render } from '@testing-library/react';
import { remoteDefinition } from '../../app/definition';
import { GENERAL_EVENT_LOOKS, SPORT_VIEWS } from '../../sports/sportViews';
import { EventIcon } from './EventIcon';

describe('event icons', () => {
  beforeAll(async () => {
    await initI18n('en_US');
    await loadRemoteTexts(remoteDefinition);
  });

  it('gives every event label of the specification an icon and a name', () => {
    for (const sport of SPORTS) {
      expect(Object.keys(SPORT_VIEWS[sport].events).sort(), sport).toEqual([...SPORT_RULES[sport].eventTypes].sort());
      for (const type of eventTypesOf(sport) as MatchEventType[]) {
        const { container, unmount } = render(<EventIcon match={{ sport }} type={type} />);
        const icon = container.querySelector(`[data-event-type="${type}"]`)!;
        expect(icon.getAttribute('aria-label'), type).not.toMatch(/^events\./);
        expect(icon.querySelector('svg, span'), type).not.toBeNull();
        unmount();
      }
    }
    expect(Object.keys(GENERAL_EVENT_LOOKS).sort()).toEqual([...GENERAL_EVENT_TYPES].sort());
  });

  it('draws cards as cards: yellow, red, and both for a second yellow', () => {
    const { container } = render(<EventIcon match={{ sport: 'football' }} type="second_yellow" />);
    expect(container.querySelectorAll('[data-event-type] span span')).toHaveLength(2);
  });

  it("draws a plain dot, named in words, for an event or a sport this build does not know (never another sport's icon)", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<EventIcon match={{ sport: 'curling' as never }} type={'stone_thrown' as MatchEventType} />);
    const icon = container.querySelector('[data-event-type="stone_thrown"]')!;
    expect(icon).toHaveAttribute('aria-label', 'stone thrown');
    expect(icon.querySelector('svg')).toBeNull();
    expect(icon.querySelector('span')).not.toBeNull();
    // A known sport's event on another sport's match is not drawn as that sport's either.
    const { container: other } = render(<EventIcon match={{ sport: 'esports' }} type="goal" />);
    expect(other.querySelector('svg')).toBeNull();
    warn.mockRestore();
  });
});
