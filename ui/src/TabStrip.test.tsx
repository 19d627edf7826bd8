import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabStrip, tabKeyTarget } from './TabStrip';

const TABS = [
  { value: 'today', label: 'Today' },
  { value: 'live', label: 'Live' },
  { value: 'hot', label: 'Hot' },
];

function Strip() {
  const [value, setValue] = useState('today');
  return <TabStrip tabs={TABS} value={value} onChange={setValue} />;
}

describe('tab strip', () => {
  it('keeps one tab in the focus order and moves with the arrow keys, Home and End', async () => {
    render(<Strip />);
    const user = userEvent.setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reverses the arrows right to left', () => {
    expect(tabKeyTarget('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 0, 3, true)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 0, 3, false)).toBe(2);
    expect(tabKeyTarget('Enter', 0, 3, false)).toBeNull();
  });
});
