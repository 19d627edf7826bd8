import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextInput } from './TextInput';

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Phone number"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'International with +'}
      type="tel"
      inputProps={{ 'data-testid': 'phone', maxLength: 5 }}
    />
  );
}

describe('text input', () => {
  it('is a labelled input with its hint, and takes typing', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('International with +');
    await userEvent.type(input, '+86138000');
    expect(input).toHaveValue('+8613');
    expect(screen.getByTestId('phone')).toBe(input);
  });

  it('shows an error as invalid, with the message as its description', () => {
    render(<Field error="The phone number is not valid" />);
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The phone number is not valid');
  });
});
