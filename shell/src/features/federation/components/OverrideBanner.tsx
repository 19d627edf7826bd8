// Shows the developer-override warning when any remote is overridden.
import { Suspense, lazy } from 'react';
import { useRelease } from '../stores/releaseStore';

const OverrideBannerAlert = lazy(() => import('./OverrideBannerAlert'));

export function OverrideBanner() {
  const active = useRelease((state) => Object.keys(state.overrides).length > 0);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <OverrideBannerAlert />
    </Suspense>
  );
}
