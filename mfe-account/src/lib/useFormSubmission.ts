// A form's submit handler: no page reload, one submission at a time (a double click submits
// once), and a refusal shown as the form's error while every field keeps what was typed.
import { useCallback, useState, type FormEvent } from 'react';
import { failureMessage } from './failureMessage';
import { useSubmission } from './useSubmission';

export function useFormSubmission() {
  const { submitting, submit } = useSubmission();
  const [formError, setFormError] = useState<string | null>(null);
  const handleSubmit = useCallback(
    (work: () => Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      void submit(async () => {
        setFormError(null);
        try {
          await work();
        } catch (error) {
          setFormError(failureMessage(error));
        }
      });
    },
    [submit],
  );
  return { submitting, formError, setFormError, handleSubmit };
}
