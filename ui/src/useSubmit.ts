// One submission (a form, a button that asks the api for something), the same everywhere:
// - a second call while one is running is ignored, so a double click submits once;
// - the caller's fields are never touched here, so what was typed stays after a failure;
// - a failure becomes one translated text (failureText), kept in `error` until the next try;
// - every submission has an idempotency key (used by requests that move coins): a retry after
//   no answer (network, timeout) reuses it, so the api applies the request once; an answer,
//   refusal or success, ends it and the next submission gets a new one;
// - results that arrive after the component is gone are dropped (no state, no callbacks).
import { isApiError } from '@matchday/shared/http/apiError';
import { failureText } from '@matchday/ui/failureText';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SubmitContext {
  /** The same for every retry of one submission until the api answers; send it as `Idempotency-Key`. */
  idempotencyKey: string;
}

export interface SubmitOptions<I, T> {
  /** What to do with the answer (only while the component is still there). */
  onSuccess?: (result: T, input: I) => void;
  /** Besides showing `error`: a toast, reading the balance again (only while the component is still there). */
  onFailure?: (failure: unknown, text: string) => void;
}

export interface Submitter<I, T> {
  /** Runs the action unless one is running; the answer, or undefined when ignored or failed. */
  submit: (input: I) => Promise<T | undefined>;
  busy: boolean;
  /** The last failure as the user reads it (or a text the caller showed with `setError`). */
  error: string | null;
  clearError: () => void;
  /** Shows the caller's own text where a failure shows (a check made before submitting). */
  setError: (text: string | null) => void;
  /** What the next submission asks changed (another amount): it is another request, with a new key. */
  renewKey: () => void;
}

export function useSubmit<T, I = void>(action: (input: I, context: SubmitContext) => Promise<T>, options: SubmitOptions<I, T> = {}): Submitter<I, T> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  const key = useRef<string | null>(null);
  // The latest action and callbacks: a submission reads the state of the render it finishes in.
  const latest = useRef({ action, options });
  latest.current = { action, options };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(async (input: I): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setError(null);
    key.current ??= crypto.randomUUID();
    try {
      const result = await latest.current.action(input, { idempotencyKey: key.current });
      key.current = null;
      if (mounted.current) latest.current.options.onSuccess?.(result, input);
      return result;
    } catch (failure) {
      // A refusal is an answer: that request is over. No answer keeps the key, so a retry is the same request.
      if (isApiError(failure)) key.current = null;
      if (mounted.current) {
        const text = failureText(failure);
        setError(text);
        latest.current.options.onFailure?.(failure, text);
      }
      return undefined;
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  const renewKey = useCallback(() => {
    key.current = null;
  }, []);

  return { submit, busy, error, clearError, setError, renewKey };
}
