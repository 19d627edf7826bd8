// The streamers domain's request bodies and queries, as zod schemas built on the validation rules:
// the site's forms and the api check the same things the same way. Every message is an i18n key.
import { STREAMER_CONDUCT_RULES } from '@matchday/contracts/streamers/contract';
import { z } from 'zod';

/** The age is checked by the api against its own clock (validateStreamerAge); every rule must be accepted. */
export const streamerApplicationSchema = z.object({
  birthDate: z.string({ error: 'validation.birthDateRequired' }).trim().min(1, 'validation.birthDateRequired').max(10, 'validation.birthDateInvalid'),
  acceptedRules: z
    .array(z.enum(STREAMER_CONDUCT_RULES))
    .max(STREAMER_CONDUCT_RULES.length)
    .refine((rules) => STREAMER_CONDUCT_RULES.every((rule) => rules.includes(rule)), { message: 'api.streamers.rulesNotAccepted' }),
});

export type StreamerApplicationRequest = z.infer<typeof streamerApplicationSchema>;
