// A verification code input with its "send code" button: the button counts down until another
// code may be asked for, then offers to resend.
import type { CodeSentResponse } from '@matchday/contracts/accounts/contract';
import { VERIFICATION_CODE_LENGTH } from '@matchday/contracts/constants';
import { useTranslation } from '@matchday/shared/i18n/react';
import { TextInput } from '@matchday/ui/TextInput';
import { useSubmit } from '@matchday/ui/useSubmit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useCountdown } from '../lib/useCountdown';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Asks for a code; null when it was not sent (the caller shows why). */
  onSend: () => Promise<CodeSentResponse | null>;
  testId?: string;
}

export function CodeField({ value, onChange, error, onSend, testId = 'code' }: CodeFieldProps) {
  const { t } = useTranslation('account');
  const countdown = useCountdown();
  const [sentNote, setSentNote] = useState<string | null>(null);
  const sending = useSubmit(onSend, {
    onSuccess: (sent) => {
      if (!sent) return;
      countdown.start(sent.resendAfterSeconds);
      setSentNote(t('login.codeSent', { count: Math.round(sent.expiresInSeconds / 60) }));
    },
  });
  const label = countdown.secondsLeft > 0 ? t('login.resendIn', { seconds: countdown.secondsLeft }) : sentNote ? t('login.resend') : t('login.sendCode');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextInput
        label={t('login.code')}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
        error={Boolean(error)}
        helperText={error ?? sentNote ?? ' '}
        autoComplete="one-time-code"
        fullWidth
        inputProps={{ inputMode: 'numeric', maxLength: VERIFICATION_CODE_LENGTH, 'data-testid': `${testId}-input` }}
      />
      <Button
        variant="outlined"
        onClick={() => void sending.submit()}
        disabled={sending.busy || countdown.secondsLeft > 0}
        sx={{ whiteSpace: 'nowrap', minWidth: 128, height: 56 }}
        data-testid={`${testId}-send`}
      >
        {label}
      </Button>
    </Box>
  );
}
