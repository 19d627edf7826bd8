// Development only: what the end-to-end tests and a developer drive (the SMS inbox, engine
// matches played now, the api's clock moved forward). Production has none of these routes.

/** Development only: the SMS inbox, engine matches played now, the api's clock moved. */
export const DEV_PATHS = {
  /** Development only: the SMS inbox. */
  devSms: '/api/dev/sms',
  /** Development only: a coming engine match kicks off hours ago, so the engine plays it to its end at its next tick. */
  devPlayNow: '/api/dev/matches/:id/play-now',
  /** Development only: a coming engine match kicks off now and is played live from the next tick. */
  devKickOff: '/api/dev/matches/:id/kick-off',
  /** Development only: moves the api's clock forward (end-to-end tests drive time instead of waiting). */
  devClock: '/api/dev/clock',
} as const;

/** Development only: a text the development SMS sender kept, with its code (`GET /api/dev/sms`). */
export interface DevSmsMessage {
  phone: string;
  text: string;
  code: string;
  sentAt: string;
}

/** Development only: the api's movable clock. */
export interface DevClockReading {
  now: string;
  offsetSeconds: number;
}
