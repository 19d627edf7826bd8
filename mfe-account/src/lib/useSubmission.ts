// A form's submission: one at a time. A second click while the first request runs does nothing,
// so a double click never submits twice; the fields stay as typed whatever the answer.
import { useCallback, useRef, useState } from 'react';

export interface Submission {
  submitting: boolean;
  /** Runs `work` unless a submission is already running; resolves to its result or undefined. */
  submit: <T>(work: () => Promise<T>) => Promise<T | undefined>;
}

export function useSubmission(): Submission {
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submit = useCallback(async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setSubmitting(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, submit };
}
