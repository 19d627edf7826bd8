// Phone binding: bound or unbound; bind (or move to) a phone proven with a code sent to it.
import type { CodeSentResponse, UserProfile } from '@matchday/contracts/accounts/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useTranslation } from '@matchday/shared/i18n/react';
import { failureText } from '@matchday/ui/failureText';
import { useSubmit } from '@matchday/ui/useSubmit';
import { validateVerificationCode } from '@matchday/contracts/validation/rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PhoneField } from '../../../components/PhoneField';
import { CodeField } from '../../../components/CodeField';
import { SectionCard } from '../../../components/SectionCard';
import { maskPhone } from '../../../lib/maskPhone';
import { applyProfile } from '../../../lib/profileStore';
import { bindPhone, requestBindingCode } from '../api/securityApi';
import { checkPhoneInput } from '../../../lib/phoneValidation';

export function PhoneBindingForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['account', 'common']);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});

  const sendCode = async (): Promise<CodeSentResponse | null> => {
    form.clearError();
    const checked = await checkPhoneInput(phone);
    setErrors((current) => ({ ...current, phone: checked.ok ? undefined : ruleMessage(checked.error) }));
    if (!checked.ok) return null;
    try {
      return await requestBindingCode(checked.value);
    } catch (error) {
      form.setError(failureText(error));
      return null;
    }
  };

  const form = useSubmit(async () => {
    const phoneResult = await checkPhoneInput(phone);
    const codeResult = validateVerificationCode(code);
    setErrors({ phone: phoneResult.ok ? undefined : ruleMessage(phoneResult.error), code: codeResult.ok ? undefined : ruleMessage(codeResult.error) });
    if (!phoneResult.ok || !codeResult.ok) return;
    applyProfile(await bindPhone(phoneResult.value, codeResult.value));
    setPhone('');
    setCode('');
    eventBus.emit('toast', { message: t('common:confirm.modified'), severity: 'success' });
  });

  return (
    <SectionCard
      title={t('security.phoneBinding')}
      testId="phone-binding"
      action={
        <Chip
          size="small"
          color={profile.phoneBound ? 'success' : 'default'}
          label={profile.phoneBound && profile.phone ? `${t('security.phoneBound')} ${maskPhone(profile.phone)}` : t('security.phoneUnbound')}
          data-testid="phone-state"
        />
      }
    >
      <Stack component="form" noValidate spacing={1} onSubmit={(event) => (event.preventDefault(), void form.submit())} aria-label={t('security.phoneBinding')}>
        <PhoneField label={profile.phoneBound ? t('security.newPhone') : undefined} value={phone} onChange={setPhone} error={errors.phone} testId="bind-phone" />
        <CodeField value={code} onChange={setCode} error={errors.code} onSend={sendCode} testId="bind-code" />
        {form.error && <Alert severity="error">{form.error}</Alert>}
        <Button type="submit" variant="contained" disabled={form.busy} sx={{ alignSelf: 'flex-start' }} data-testid="bind-submit">
          {profile.phoneBound ? t('security.changePhone') : t('security.bindPhone')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
