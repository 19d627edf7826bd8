// Asks for consent until it is given; the dialog is only downloaded when it has to show.
//
// The static frame always carries the dialog (hidden before paint when this browser already
// accepted, see shell/src/prerender/prePaint.ts). While that frame hydrates, the gate renders
// what the server rendered; for a browser that already accepted it leaves the frame's dialog
// as it is instead of downloading the dialog's code, and removes it right after hydration.
import { Suspense, lazy, use } from 'react';
import { useHydrated } from '@matchday/shared/stores/hydration';
import { consentStore, useConsentAccepted } from '../stores/consentStore';

const ConsentDialog = lazy(() => import('./ConsentDialog'));

const never = new Promise<never>(() => undefined);

/** Keeps a server-rendered boundary as the server rendered it, without its code. */
function LeaveAsRendered(): never {
  return use(never);
}

export function ConsentGate() {
  const accepted = useConsentAccepted();
  const hydrated = useHydrated();
  if (accepted) return null;
  return (
    <Suspense fallback={null}>{!hydrated && consentStore.getState().accepted ? <LeaveAsRendered /> : <ConsentDialog />}</Suspense>
  );
}
