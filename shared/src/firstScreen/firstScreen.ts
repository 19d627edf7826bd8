// A page's first screen as HTML from the shell's server: what the server and the apps agree on.
// For a route that has one (firstReads.ts), the server reads the route's first api answers, has
// the owning remote render its page with them (the remote's own components, built for Node and
// deployed with it), and sends that HTML in the page's area of the frame, with the answers. A fan
// sees the content with the first paint; the remote then draws the same page from the same
// answers (firstAnswers.ts), with no round trip, and the shell retires the server's copy (shell:
// FirstScreen). The pieces are modules apart, so each page chunk takes only what it uses.
import type { Locale } from '@matchday/contracts/i18n/locales';
import type { ThemeMode } from '@matchday/shared/stores/themeModeStore';

/** The element of the frame the server fills with the first screen's HTML. */
export const FIRST_SCREEN_ELEMENT_ID = 'md-first-screen';
/**
 * Marks a first screen drawn for a visitor on a page whose content depends on who asks (a plan's
 * price for this fan, what they unlocked): the server has no fan's session, so a signed-in fan
 * is shown the skeleton instead, and the page draws from the api's answer for them.
 */
export const VISITOR_SCREEN_ATTRIBUTE = 'data-viewer';
/** The file a remote's build writes beside its manifest: which renderer file, and its digest. */
export const FIRST_SCREEN_INDEX_FILE = 'server/first-screen.json';
export type { FirstRead } from '@matchday/shared/firstScreen/firstAnswers';

/** What the shell's server asks a remote's renderer for. */
export interface FirstScreenRequest {
  routeId: string;
  location: { pathname: string; search: string; hash: string };
  locale: Locale;
  mode: ThemeMode;
  timeZone: string;
  /** Whether the browser said it is a phone (`Sec-CH-UA-Mobile`, else its user agent). */
  phone: boolean;
  /** The route's first answers' `data`, by `firstReadKey`. */
  answers: Record<string, unknown>;
}

export interface FirstScreenHtml {
  html: string;
  /** Style elements for the head, as emotion writes them. */
  styles: string;
}

/** The module a remote's first-screen build exports. */
export interface FirstScreenRenderer {
  /** Route ids this remote draws a first screen for. */
  routes: readonly string[];
  renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreenHtml>;
}

/** `first-screen.json`: the renderer's file (relative to the index) and its SHA-384, base64. */
export interface FirstScreenIndex {
  file: string;
  integrity: string;
}
