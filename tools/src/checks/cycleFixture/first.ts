// A planted import cycle (first ↔ second) that importCycles.test.ts must find; the repository's
// own scan leaves this folder out.
import { second } from './second';

export const first = (): string => `first, then ${second()}`;
