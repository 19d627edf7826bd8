// The first screen the shell's server drew in the page's area (shared/src/firstScreen): kept on
// screen, in place of a skeleton, until the remote has drawn the page itself, then retired.
import { FIRST_SCREEN_ELEMENT_ID } from '@matchday/shared/firstScreen/firstScreen';
import { useStoreState } from '@matchday/shared/stores/hydration';
import { createStore } from '@matchday/shared/stores/store';

interface FirstScreenState {
  /** The HTML the server sent; empty when it sent none or once it is retired. */
  html: string;
  /** The address it was drawn for: any other address retires it. */
  address: string;
  /** The remote's page has drawn itself (it said so on the bus): its area can take the place. */
  drawn: boolean;
}

function sentFirstScreen(): FirstScreenState {
  if (typeof document === 'undefined') return { html: '', address: '', drawn: false };
  return { html: document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.innerHTML ?? '', address: `${location.pathname}${location.search}`, drawn: false };
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

/** The server's HTML while it stands in for the page (hydration reads it as the document has it). */
export function useFirstScreenHtml(): string {
  return useStoreState(firstScreenStore, (state) => state.html);
}
