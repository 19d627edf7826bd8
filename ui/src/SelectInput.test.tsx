import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SelectInput } from './SelectInput';

function Competition({ failed }: { failed?: boolean }) {
  const [value, setValue] = useState('all');
  return (
    <SelectInput label="Competition" value={value} onChange={(event) => setValue(event.target.value)} helperText={failed ? 'Competitions could not be loaded' : undefined}>
      <option value="all">All competitions</option>
      <option value="17">Premier League</option>
    </SelectInput>
  );
}

describe('select input', () => {
  it('is a labelled native select that takes a choice', async () => {
    render(<Competition />);
    const select = screen.getByLabelText('Competition');
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('all');
    await userEvent.selectOptions(select, 'Premier League');
    expect(select).toHaveValue('17');
  });

  it('describes itself with its hint', () => {
    render(<Competition failed />);
    expect(screen.getByLabelText('Competition')).toHaveAccessibleDescription('Competitions could not be loaded');
  });
});
