// A phone number input: international with +, or a mainland China number. The phone rules
// (and the client that sends codes) start loading as soon as someone comes to the field.
import { useTranslation } from '@matchday/shared/i18n/react';
import { TextInput } from '@matchday/ui/TextInput';
import { loadPhoneValidation } from '../lib/phoneValidation';

interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  testId: string;
}

const prepare = () => {
  void loadPhoneValidation();
  void import('@matchday/shared/http/http');
};

export function PhoneField({ value, onChange, error, label, testId }: PhoneFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={label ?? t('login.phone')}
      placeholder={t('login.phonePlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={prepare}
      error={Boolean(error)}
      helperText={error ?? t('login.phoneHint')}
      type="tel"
      autoComplete="tel"
      fullWidth
      inputProps={{ 'data-testid': testId }}
    />
  );
}
