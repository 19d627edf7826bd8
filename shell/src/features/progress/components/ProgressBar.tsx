// The thin bar at the top of the page, driven by the bus's progress topics.
import { eventBus } from '@matchday/shared/bus/eventBus';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { ProgressController, type ProgressView } from '../hooks/progressController';

const browserClock = {
  now: () => performance.now(),
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

export function ProgressBar() {
  const [view, setView] = useState<ProgressView>({ visible: false, value: 0 });
  useEffect(() => {
    const controller = new ProgressController(browserClock, setView);
    const subscription = eventBus.on('progress.start').subscribe(({ id }) => controller.start(id));
    subscription.add(eventBus.on('progress.done').subscribe(({ id }) => controller.done(id)));
    const timer = window.setInterval(() => controller.tick(), 100);
    return () => {
      subscription.unsubscribe();
      window.clearInterval(timer);
    };
  }, []);
  return (
    <Box
      role="progressbar"
      aria-hidden={!view.visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={view.value}
      data-testid="progress-bar"
      data-visible={view.visible}
      sx={{
        position: 'fixed',
        insetInlineStart: 0,
        top: 0,
        height: 3,
        width: `${view.value}%`,
        bgcolor: 'primary.main',
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        opacity: view.visible ? 1 : 0,
        transition: 'width 200ms ease-out, opacity 300ms',
        pointerEvents: 'none',
      }}
    />
  );
}
