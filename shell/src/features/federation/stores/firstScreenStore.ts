// The first screen the shell's server drew in the page's area (shared/src/firstScreen): kept on
// screen, in place of a skeleton, until the remote has drawn the page itself, then retired.
import { FIRST_SCREEN_ELEMENT_ID, VISITOR_SCREEN_ATTRIBUTE } from '@matchday/shared/firstScreen/firstScreen';
import { sessionStore } from '@matchday/shared/stores/sessionStore';
import { useStoreState } from '@matchday/shared/stores/hydration';
import { createStore } from '@matchday/shared/stores/store';

interface FirstScreenState {
  /** The HTML the server sent; empty when it sent none, once it is retired, or when it is a visitor's and a fan is signed in. */
  html: string;
  /** The element as the document had it: hydration renders it so, whatever is then shown. */
  sent: { html: string; viewer: string | undefined };
  /** The address it was drawn for: any other address retires it. */
  address: string;
  /** The remote's page has drawn itself (it said so on the bus): its area can take the place. */
  drawn: boolean;
}

function sentFirstScreen(): FirstScreenState {
  if (typeof document === 'undefined') return { html: '', sent: { html: '', viewer: undefined }, address: '', drawn: false };
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  const viewer = element?.getAttribute(VISITOR_SCREEN_ATTRIBUTE) ?? undefined;
  // A visitor's screen is not this fan's page: it is never shown to them (the frame's CSS hid it).
  const sent = { html: element?.innerHTML ?? '', viewer };
  return { html: viewer && sessionStore.getState().token !== null ? '' : sent.html, sent, address: `${location.pathname}${location.search}`, drawn: false };
}

export const firstScreenStore = createStore<FirstScreenState>(sentFirstScreen);

export function retireFirstScreen(): void {
  if (firstScreenStore.getState().html !== '') firstScreenStore.setState({ html: '' });
}

export function markPageDrawn(): void {
  firstScreenStore.setState({ drawn: true });
}

/** Whether the remote's page has drawn itself since the page loaded. */
export function usePageDrawn(): boolean {
  return useStoreState(firstScreenStore, (state) => state.drawn);
}

/** The element as the server sent it. */
export function useSentFirstScreen(): FirstScreenState['sent'] {
  return useStoreState(firstScreenStore, (state) => state.sent);
}

/** The server's HTML while it stands in for the page (hydration reads it as the document has it). */
export function useFirstScreenHtml(): string {
  return useStoreState(firstScreenStore, (state) => state.html);
}
