// Asks for consent until it is given; the dialog is only downloaded when it has to show.
import { Suspense, lazy } from 'react';
import { useConsentAccepted } from '../stores/consentStore';

const ConsentDialog = lazy(() => import('./ConsentDialog'));

export function ConsentGate() {
  const accepted = useConsentAccepted();
  if (accepted) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog />
    </Suspense>
  );
}
