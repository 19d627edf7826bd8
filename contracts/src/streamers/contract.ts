// Streamers, written once for the site and the api: the application (18 or over, a bound phone,
// the eleven conduct rules of the specification's section 6 read and accepted), its review by
// customer service, and the addresses.
import { pathTo } from '@matchday/contracts/http/paths';

/** The conduct rules a streamer accepts (section 6); a violation leads to a broadcast ban. */
export const STREAMER_CONDUCT_RULES = [
  'antiState',
  'illegalActs',
  'vulgarContent',
  'obscenity',
  'drugsAndWeapons',
  'advertising',
  'insults',
  'currentEventsAndSensitiveSites',
  'smokingOrViolence',
  'minors',
  'otherPlatformsAndPolitics',
] as const;
export type StreamerConductRule = (typeof STREAMER_CONDUCT_RULES)[number];

export type StreamerApplicationStatus = 'pending' | 'approved' | 'failed';

export interface StreamerApplication {
  id: string;
  userId: string;
  username: string;
  status: StreamerApplicationStatus;
  birthDate: string;
  /** When the applicant accepted every conduct rule. */
  rulesAcceptedAt: string;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

export interface StreamerStatus {
  status: 'not_applied' | StreamerApplicationStatus;
  application: StreamerApplication | null;
}

export const STREAMER_PATHS = {
  /** GET the signed-in user's standing; POST applies. */
  application: '/api/streamers/application',
  opsApplications: '/api/ops/streamer-applications',
  opsReview: '/api/ops/streamer-applications/:applicationId',
  /** A streamer's picture: their avatar, else a badge with their initials (an image, not an envelope). */
  avatar: '/api/streamers/:userId/avatar',
} as const;

/** The address of a streamer's picture (`<img src>`): a room's id is its streamer's. */
export const streamerAvatarUrl = (userId: string): string => pathTo(STREAMER_PATHS.avatar, { userId });

/** A failed applicant may apply again after this long. */
export const STREAMER_REAPPLY_AFTER_MS = 24 * 60 * 60 * 1000;
