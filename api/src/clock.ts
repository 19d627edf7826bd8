// Time, injectable so tests can expire codes and tokens without waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
