// The page's first screen as the shell's server drew it (the remote's own HTML, with its data),
// shown from the first paint until the remote has drawn the page itself: then the remote's area
// takes its place in one commit (RemoteArea keeps the area laid out but unseen until then, and
// retires this once the remote is mounted and its page drawn, has failed, or is slow to say so).
// Retired at once on another address.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { FIRST_SCREEN_ELEMENT_ID, VISITOR_SCREEN_ATTRIBUTE } from '@matchday/shared/firstScreen/firstScreen';
import { useHydrated } from '@matchday/shared/stores/hydration';
import { useEffect } from 'react';
import { useLocation } from '@matchday/shared/routing/router';
import { firstScreenStore, markPageDrawn, retireFirstScreen, useFirstScreenHtml, useSentFirstScreen } from '../stores/firstScreenStore';

function useRetirement(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (`${pathname}${search}` !== firstScreenStore.getState().address) retireFirstScreen();
  }, [pathname, search]);
  useEffect(() => {
    const subscription = eventBus.on('page.drawn').subscribe(markPageDrawn);
    return () => subscription.unsubscribe();
  }, []);
}

export function FirstScreen() {
  const html = useFirstScreenHtml();
  const sent = useSentFirstScreen();
  const hydrated = useHydrated();
  useRetirement();
  // The frame is rendered with it empty and the server fills it: hydration is given what it holds
  // (a visitor's screen too, which the frame's CSS hides from a signed-in fan), then it shows `html`.
  if (!hydrated) return <div id={FIRST_SCREEN_ELEMENT_ID} {...{ [VISITOR_SCREEN_ATTRIBUTE]: sent.viewer }} dangerouslySetInnerHTML={{ __html: sent.html }} />;
  return html ? <div id={FIRST_SCREEN_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
