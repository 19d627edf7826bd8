// Shows the bus's `toast` messages one after another. The snackbar itself is loaded with the
// first message, so a page that never toasts never downloads it.
import { eventBus } from '@matchday/shared/bus/eventBus';
import type { BusTopics } from '@matchday/shared/bus/topics';
import { Suspense, lazy, useEffect, useState } from 'react';

type Toast = BusTopics['toast'] & { key: number };

const ToastSnackbar = lazy(() => import('./ToastSnackbar'));

export function ToastViewport() {
  const [queue, setQueue] = useState<Toast[]>([]);
  useEffect(() => {
    let key = 0;
    const subscription = eventBus.on('toast').subscribe((toast) => {
      key += 1;
      const next = { ...toast, key };
      // The same message twice in a row (a burst of failing requests) is shown once.
      setQueue((current) => (current.at(-1)?.message === toast.message ? current : [...current, next]));
    });
    return () => subscription.unsubscribe();
  }, []);
  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar
        key={current.key}
        message={current.message}
        severity={current.severity}
        link={current.link}
        others={queue.length > 1}
        onDismiss={() => setQueue((items) => items.slice(1))}
      />
    </Suspense>
  );
}
