// The other half of the planted cycle (see first.ts).
import type { first } from './first';

export const second = (): string => 'second';
export type First = typeof first;
