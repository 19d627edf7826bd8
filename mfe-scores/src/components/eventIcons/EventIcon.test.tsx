import { BASKETBALL_EVENT_TYPES, ESPORTS_EVENT_TYPES, FOOTBALL_EVENT_TYPES, GENERAL_EVENT_TYPES } from '@matchday/shared/api/sports';
import { loadRemoteTexts } from '@matchday/shared/testing/renderRemotePage';
import { initI18n } from '@matchday/shared/i18n/i18n';
import { render } from '@testing-library/react';
import { remoteDefinition } from '../../app/definition';
import { EVENT_LOOKS, EventIcon } from './EventIcon';

const ALL_TYPES = [...FOOTBALL_EVENT_TYPES, ...BASKETBALL_EVENT_TYPES, ...ESPORTS_EVENT_TYPES, ...GENERAL_EVENT_TYPES];

describe('event icons', () => {
  beforeAll(async () => {
    await initI18n('en_US');
    await loadRemoteTexts(remoteDefinition);
  });

  it('gives every event label of the specification an icon and a name', () => {
    expect(Object.keys(EVENT_LOOKS).sort()).toEqual([...ALL_TYPES].sort());
    for (const type of ALL_TYPES) {
      const { container, unmount } = render(<EventIcon type={type} />);
      const icon = container.querySelector(`[data-event-type="${type}"]`)!;
      expect(icon.getAttribute('aria-label'), type).not.toMatch(/^events\./);
      expect(icon.querySelector('svg, span'), type).not.toBeNull();
      unmount();
    }
  });

  it('draws cards as cards: yellow, red, and both for a second yellow', () => {
    const { container } = render(<EventIcon type="second_yellow" />);
    expect(container.querySelectorAll('[data-event-type] span span')).toHaveLength(2);
  });
});
