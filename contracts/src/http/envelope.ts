// The answer envelope every api answer comes in (docs/architecture.md, "API envelope").

/** The envelope every api answer uses (docs/architecture.md, "API envelope"). */
export type ApiEnvelope<T> = ApiOk<T> | ApiFailure;

export interface ApiOk<T> {
  code: 0;
  data: T;
}

export interface ApiFailure {
  /** 3000: a rule the user broke; 3001: missing or invalid token; -1: a fault. */
  code: 3000 | 3001 | -1;
  msg?: string;
}

export const API_CODE = {
  ok: 0,
  userError: 3000,
  invalidToken: 3001,
  fault: -1,
} as const;

declare const imageBytes: unique symbol;
/** Not an envelope: an image's bytes, which the route sends itself and a page shows with `<img>`. */
export interface ImageBytes {
  readonly [imageBytes]: true;
}
