// The lives domain's request bodies and queries, as zod schemas built on the validation rules:
// the site's forms and the api check the same things the same way. Every message is an i18n key.
import { CHAT_MESSAGE_MAX_LENGTH, LIVE_TITLE_MAX_LENGTH, REPORT_REASONS, SLOW_MODE_CHOICES } from '@matchday/contracts/lives/contract';
import { ruled } from '@matchday/contracts/validation/ruled';
import { validateLiveTitle } from '@matchday/contracts/validation/rules';
import { z } from 'zod';

/** Start a live: a match (in progress or within the hour, checked by the api's clock) and a title. */
export const startLiveSchema = z.object({
  matchId: z.number({ error: 'api.lives.matchRequired' }).int().positive('api.lives.matchRequired'),
  title: ruled(validateLiveTitle, 'validation.liveTitleEmpty').pipe(z.string().max(LIVE_TITLE_MAX_LENGTH, 'api.lives.titleTooLong')),
});

/** A programme says the same as Start live: a match (a coming one, checked by the api) and a title. */
export const programmeSchema = startLiveSchema;

export const chatMessageSchema = z.object({
  text: z
    .string({ error: 'api.lives.messageEmpty' })
    .trim()
    .min(1, 'api.lives.messageEmpty')
    .max(CHAT_MESSAGE_MAX_LENGTH, 'api.lives.messageTooLong'),
});

export const reportSchema = z.object({ reason: z.enum(REPORT_REASONS, { error: 'api.lives.reportReason' }) });

const sanctionReason = z.string({ error: 'api.lives.reasonRequired' }).trim().min(1, 'api.lives.reasonRequired').max(200, 'api.invalidField');

/** Minutes a sanction lasts; null: until lifted. At most a year. */
const sanctionMinutes = z.number().int().min(1, 'api.lives.durationInvalid').max(525_600, 'api.lives.durationInvalid').nullable();

/** The streamer (in their room) or customer service mutes a member. */
export const roomMuteSchema = z.object({
  userId: z.string().regex(/^[1-9]\d{0,17}$/, 'api.userNotFound'),
  minutes: sanctionMinutes,
  reason: sanctionReason,
});

export const sanctionSchema = z.object({
  userId: z.string().regex(/^[1-9]\d{0,17}$/, 'api.userNotFound'),
  kind: z.enum(['mute', 'ban', 'broadcast_ban']),
  minutes: sanctionMinutes,
  reason: sanctionReason,
});

export const reportDecisionSchema = z.object({ decision: z.enum(['handled', 'dismissed']) });

export const channelSettingsSchema = z.object({
  slowModeSeconds: z.number().int().refine((value) => (SLOW_MODE_CHOICES as readonly number[]).includes(value), { message: 'api.invalidField' }),
});

export const ingestPublishSchema = z.object({ liveCode: z.string().min(1).max(64) });

export const ingestHeartbeatSchema = z.object({ liveCodes: z.array(z.string().min(1).max(64)).max(10_000) });

export type StartLiveRequest = z.infer<typeof startLiveSchema>;

export type RoomMuteRequest = z.infer<typeof roomMuteSchema>;

export type SanctionRequest = z.infer<typeof sanctionSchema>;
