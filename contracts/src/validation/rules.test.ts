import { validateConsent } from '@matchday/contracts/validation/consent';
import { ageOn, isInviteCode, validateBalanceCovers, validateComment, validateLiveMatch, validateLiveTitle, validatePassword, validatePhoneBound, validateStreamerAge, validateVerificationCode } from '@matchday/contracts/validation/rules';
import { validatePhone } from '@matchday/contracts/validation/phone';

const error = (result: { ok: boolean; error?: string }) => (result.ok ? null : result.error);

describe('password', () => {
  it('can not be blank', () => {
    expect(error(validatePassword(''))).toBe('validation.passwordBlank');
    expect(error(validatePassword('   '))).toBe('validation.passwordBlank');
    expect(error(validatePassword(undefined))).toBe('validation.passwordBlank');
  });
  it('needs at least 8 characters, at most 64', () => {
    expect(error(validatePassword('ab12cd3'))).toBe('validation.passwordTooShort');
    expect(validatePassword('ab12cd34').ok).toBe(true);
    expect(validatePassword(`a1${'x'.repeat(62)}`).ok).toBe(true);
    expect(error(validatePassword(`a1${'x'.repeat(63)}`))).toBe('validation.passwordTooLong');
  });
  it('must combine letters and digits, in any script', () => {
    expect(error(validatePassword('abcdefgh'))).toBe('validation.passwordLettersAndDigits');
    expect(error(validatePassword('12345678'))).toBe('validation.passwordLettersAndDigits');
    expect(error(validatePassword('!!!!####'))).toBe('validation.passwordLettersAndDigits');
    expect(validatePassword('球迷2026足球好').ok).toBe(true);
  });
  it('refuses common passwords', () => {
    expect(error(validatePassword('Password1'))).toBe('validation.passwordCommon');
    expect(error(validatePassword('qwerty123'))).toBe('validation.passwordCommon');
    expect(validatePassword('kick-off 19:45').ok).toBe(true);
  });
});

describe('verification code', () => {
  it('must be filled in, six digits', () => {
    expect(error(validateVerificationCode(''))).toBe('validation.codeRequired');
    expect(error(validateVerificationCode('12345'))).toBe('validation.codeFormat');
    expect(error(validateVerificationCode('12a456'))).toBe('validation.codeFormat');
    expect(validateVerificationCode(' 123456 ')).toEqual({ ok: true, value: '123456' });
  });
});

describe('phone', () => {
  it('can not be blank', () => {
    expect(error(validatePhone(''))).toBe('validation.phoneBlank');
    expect(error(validatePhone(null))).toBe('validation.phoneBlank');
  });
  it('accepts international mobile numbers and keeps them in E.164', () => {
    expect(validatePhone('+86 138 0013 8000')).toEqual({ ok: true, value: '+8613800138000' });
    expect(validatePhone('+44 7911 123456')).toEqual({ ok: true, value: '+447911123456' });
    expect(validatePhone('+1 (415) 555-0132')).toEqual({ ok: true, value: '+14155550132' });
  });
  it('reads a national number in the country it is dialled in', () => {
    expect(validatePhone('13800138000', 'CN')).toEqual({ ok: true, value: '+8613800138000' });
  });
  it('rejects numbers not in a standard format', () => {
    for (const input of ['12345', '+86 123', 'call me', '+86 138 0013 8000 ext 5', '13800138000', '+999 1234567', '+44 20 7946 0958'])
      expect(error(validatePhone(input)), input).toBe('validation.phoneInvalid');
  });
});

describe('live', () => {
  const now = Date.UTC(2026, 10, 20, 18, 0);
  it('title can not be empty', () => {
    expect(error(validateLiveTitle(' '))).toBe('validation.liveTitleEmpty');
    expect(validateLiveTitle(' Derby night ')).toEqual({ ok: true, value: 'Derby night' });
  });
  it('match must be in progress or start within 1 hour', () => {
    expect(validateLiveMatch({ status: 'live', startsAt: now - 3_600_000 }, now).ok).toBe(true);
    expect(validateLiveMatch({ status: 'not_started', startsAt: now + 59 * 60_000 }, now).ok).toBe(true);
    expect(validateLiveMatch({ status: 'not_started', startsAt: now + 60 * 60_000 }, now).ok).toBe(true);
    expect(error(validateLiveMatch({ status: 'not_started', startsAt: now + 61 * 60_000 }, now))).toBe('validation.liveMatchWindow');
    expect(error(validateLiveMatch({ status: 'finished', startsAt: now - 60_000 }, now))).toBe('validation.liveMatchWindow');
  });
});

describe('streamer application', () => {
  const today = new Date(Date.UTC(2026, 10, 20));
  it('streamers must be 18 or over, counted to the day', () => {
    expect(ageOn('2008-11-20', today)).toBe(18);
    expect(ageOn('2008-11-21', today)).toBe(17);
    expect(validateStreamerAge('2008-11-20', today).ok).toBe(true);
    expect(error(validateStreamerAge('2008-11-21', today))).toBe('validation.streamerTooYoung');
    expect(error(validateStreamerAge('', today))).toBe('validation.birthDateRequired');
    expect(error(validateStreamerAge('2008-02-30', today))).toBe('validation.birthDateInvalid');
    expect(error(validateStreamerAge('3000-01-01', today))).toBe('validation.birthDateInvalid');
  });
  it('the phone must be bound', () => {
    expect(error(validatePhoneBound(false))).toBe('errors.noPhoneBound');
    expect(validatePhoneBound(true).ok).toBe(true);
  });
});

describe('coins, consent and comments', () => {
  it('an insufficient balance blocks a purchase', () => {
    expect(error(validateBalanceCovers(9, 10))).toBe('errors.insufficientGold');
    expect(validateBalanceCovers(10, 10)).toEqual({ ok: true, value: 0 });
  });
  it('the user agreement and privacy policy must both be accepted', () => {
    expect(error(validateConsent({ agreement: true, privacy: false }))).toBe('validation.consentRequired');
    expect(error(validateConsent({ agreement: false, privacy: true }))).toBe('validation.consentRequired');
    expect(validateConsent({ agreement: true, privacy: true }).ok).toBe(true);
  });
  it('an empty comment says "please comment"', () => {
    expect(error(validateComment('  '))).toBe('validation.pleaseComment');
    expect(validateComment(' Great goal ')).toEqual({ ok: true, value: 'Great goal' });
  });
});

describe('invitation codes', () => {
  it.each([
    ['ABCD2345', true],
    ['abcd2345', true],
    [' ABCD2345 ', true],
    ['ABCD234', false],
    ['ABCD-345', false],
    ['', false],
  ])('%j is a code: %s', (value, expected) => {
    expect(isInviteCode(value)).toBe(expected);
  });
});
