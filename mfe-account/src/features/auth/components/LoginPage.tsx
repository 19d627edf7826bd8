// Log in or register with a phone number: by verification code (a code for a new phone creates
// the account) or by password. The agreement and privacy policy must be accepted. After signing
// in the user goes back where they came from (`?redirect=`); an invitation code comes in
// `?invite=`.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useNavigate, useSearchParams } from '@matchday/shared/routing/router';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { TabStrip } from '@matchday/ui/TabStrip';
import { TextInput } from '@matchday/ui/TextInput';
import { failureText } from '@matchday/ui/failureText';
import { useSubmit } from '@matchday/ui/useSubmit';
import { validateConsent } from '@matchday/contracts/validation/consent';
import { validateVerificationCode } from '@matchday/contracts/validation/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CodeSentResponse, SignInResponse } from '@matchday/contracts/accounts/contract';
import { CodeField } from '../../../components/CodeField';
import { PhoneField } from '../../../components/PhoneField';
import { PasswordField } from '../../../components/PasswordField';
import { checkPhoneInput } from '../../../lib/phoneValidation';
import { safeReturnPath } from '../../../lib/returnPath';
import { requestSignInCode, signInWithCode, signInWithPassword } from '../api/authApi';
import { ConsentCheckbox } from './ConsentCheckbox';

type Mode = 'code' | 'password';
type Field = 'phone' | 'code' | 'password' | 'consent';
type Errors = Partial<Record<Field, string>>;

export function LoginPage() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'password' ? 'password' : 'code';
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState(() => (params.get('invite') ?? '').trim().toUpperCase());
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const selectMode = (next: Mode) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('mode', next);
    setParams(nextParams, { replace: true });
    setErrors({});
    form.clearError();
  };

  const checkPhone = async (): Promise<string | null> => {
    const result = await checkPhoneInput(phone);
    if (result.ok) return result.value;
    setErrors((current) => ({ ...current, phone: ruleMessage(result.error) }));
    return null;
  };

  const sendCode = async (): Promise<CodeSentResponse | null> => {
    form.clearError();
    setErrors((current) => ({ ...current, phone: undefined }));
    const e164 = await checkPhone();
    if (!e164) return null;
    try {
      return await requestSignInCode(e164);
    } catch (error) {
      form.setError(failureText(error));
      return null;
    }
  };

  const finish = (answer: SignInResponse) => {
    signIn(answer.token, answer.user, answer.balance);
    eventBus.emit('toast', { message: t('common:confirm.loginSuccessful'), severity: 'success' });
    navigate(safeReturnPath(params.get('redirect')), { replace: true });
  };

  const form = useSubmit(async () => {
    const next: Errors = {};
    const phoneResult = await checkPhoneInput(phone);
    if (!phoneResult.ok) next.phone = ruleMessage(phoneResult.error);
    if (mode === 'code') {
      const codeResult = validateVerificationCode(code);
      if (!codeResult.ok) next.code = ruleMessage(codeResult.error);
    } else if (password.trim() === '') next.password = ruleMessage('validation.passwordBlank');
    const consentResult = validateConsent({ agreement: consent, privacy: consent });
    if (!consentResult.ok) next.consent = ruleMessage(consentResult.error);
    setErrors(next);
    if (Object.keys(next).length > 0 || !phoneResult.ok) return;
    const trimmedInvite = inviteCode.trim();
    finish(
      mode === 'code'
        ? await signInWithCode({ phone: phoneResult.value, code: code.trim(), ...(trimmedInvite ? { inviteCode: trimmedInvite } : {}) })
        : await signInWithPassword({ phone: phoneResult.value, password }),
    );
  });

  // Nothing to read: drawn at once (the shell's server sent the form, inert, until now).
  useFirstScreenDrawn('account', true);
  return (
    <Box sx={{ maxWidth: 460, mx: 'auto', px: 2, py: { xs: 2, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 1 }}>
          {t('login.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('login.subtitle')}
        </Typography>
        <TabStrip
          fullWidth
          value={mode}
          onChange={(value) => selectMode(value as Mode)}
          tabs={[
            { value: 'code', label: t('login.tabs.code') },
            { value: 'password', label: t('login.tabs.password') },
          ]}
        />
        <Stack component="form" noValidate onSubmit={(event) => (event.preventDefault(), void form.submit())} spacing={2} aria-label={t('login.title')}>
          <PhoneField value={phone} onChange={setPhone} error={errors.phone} testId="login-phone" />
          {mode === 'code' ? (
            <>
              <CodeField value={code} onChange={setCode} error={errors.code} onSend={sendCode} testId="login-code" />
              <TextInput
                label={t('login.inviteCode')}
                value={inviteCode}
                onChange={(event) => setInviteCode(event.target.value.toUpperCase())}
                helperText={t('login.inviteCodeHint')}
                fullWidth
                size="small"
                inputProps={{ maxLength: 8, 'data-testid': 'login-invite' }}
              />
            </>
          ) : (
            <PasswordField
              label={t('login.password')}
              value={password}
              onChange={setPassword}
              error={errors.password}
              autoComplete="current-password"
              testId="login-password"
            />
          )}
          <ConsentCheckbox checked={consent} onChange={setConsent} error={errors.consent ?? null} />
          {form.error && (
            <Alert severity="error" data-testid="login-error">
              {form.error}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={form.busy} data-testid="login-submit">
            {mode === 'code' ? t('login.submitCode') : t('login.submitPassword')}
          </Button>
          {mode === 'code' ? (
            <Typography variant="body2" color="text.secondary">
              {t('login.codeExplainer')}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('login.noPasswordYet')}{' '}
              <Button size="small" onClick={() => selectMode('code')}>
                {t('login.useCode')}
              </Button>
            </Typography>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
