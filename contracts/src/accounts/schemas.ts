// The accounts domain's request bodies and queries, as zod schemas built on the validation rules:
// the site's forms and the api check the same things the same way. Every message is an i18n key.
import { validatePhone } from '@matchday/contracts/validation/phone';
import { ruled } from '@matchday/contracts/validation/ruled';
import { INVITE_CODE_PATTERN, validatePassword, validateVerificationCode } from '@matchday/contracts/validation/rules';
import { isReservedUsername } from '@matchday/contracts/validation/usernames';
import { z } from 'zod';

export const phoneSchema = ruled((value) => validatePhone(value), 'validation.phoneBlank');

export const codeSchema = ruled(validateVerificationCode, 'validation.codeRequired');

export const passwordSchema = ruled(validatePassword, 'validation.passwordBlank');

export const requestCodeSchema = z.object({
  phone: phoneSchema,
  purpose: z.enum(['sign_in', 'bind_phone']).default('sign_in'),
});

const inviteCode = z
  .string()
  .trim()
  .regex(INVITE_CODE_PATTERN, { error: 'api.invalidField' })
  .transform((value) => value.toUpperCase())
  .optional();

/** Sign-in by verification code; a code for an unknown phone registers it. */
export const codeSignInSchema = z.object({ phone: phoneSchema, code: codeSchema, inviteCode });

/** Sign-in by password. Only "not blank" here: the rules apply when a password is set. */
export const passwordSignInSchema = z.object({
  phone: phoneSchema,
  password: z.string({ error: 'validation.passwordBlank' }).min(1, 'validation.passwordBlank'),
});

export const profileUpdateSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(2, 'api.usernameInvalid')
      .max(20, 'api.usernameInvalid')
      .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'api.usernameInvalid')
      .refine((name) => !isReservedUsername(name), 'api.usernameReserved')
      .optional(),
    signature: z.string().trim().max(80, 'api.signatureTooLong').optional(),
  })
  .strict();

export const setPasswordSchema = z.object({ password: passwordSchema });

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'validation.passwordBlank' }).min(1, 'validation.passwordBlank'),
  password: passwordSchema,
});

export const bindPhoneSchema = z.object({ phone: phoneSchema, code: codeSchema });

export const cancellationSchema = z.object({ acknowledged: z.literal(true, { error: 'api.cancellationNotAcknowledged' }) });

export type CodeSignInRequest = z.infer<typeof codeSignInSchema>;

export type PasswordSignInRequest = z.infer<typeof passwordSignInSchema>;
