// The static frame is the same for every visitor; a returning one has already accepted the
// agreement and may be signed in. A few lines run before the first paint mark the document
// so the frame's consent dialog and Log in button stay hidden for them; once the page is live
// React renders their real state and the marks are removed.
import { TOKEN_STORAGE_KEY } from '@matchday/shared/stores/sessionStore';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@matchday/shared/stores/consentRecord';
import { FIRST_SCREEN_ELEMENT_ID, VISITOR_SCREEN_ATTRIBUTE } from '@matchday/shared/firstScreen/firstScreen';
import { serializeTimeZoneCookie } from '@matchday/shared/firstScreen/timeZoneCookie';

const SESSION_MARK = 'data-session';
const CONSENT_MARK = 'data-consent';

/**
 * The inline script of the frame's head (static, so a content security policy can hash it). It
 * also writes the browser's time zone to its cookie, for the server's next first screen
 * (shared/src/firstScreen): here it costs the page's script files nothing.
 */
export function prePaintScript(): string {
  const [zoneBefore, zoneAfter] = serializeTimeZoneCookie('\u0000').split(encodeURIComponent('\u0000'));
  const keys = JSON.stringify({ token: TOKEN_STORAGE_KEY, consent: CONSENT_STORAGE_KEY, version: CONSENT_VERSION, session: SESSION_MARK, accepted: CONSENT_MARK, zoneBefore, zoneAfter });
  return (
    `(function(k){try{var d=document.documentElement,s=window.localStorage;` +
    `document.cookie=k.zoneBefore+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone||'UTC')+k.zoneAfter;` +
    `if(s.getItem(k.token))d.setAttribute(k.session,'');` +
    `var c=JSON.parse(s.getItem(k.consent)||'null');if(c&&c.version===k.version)d.setAttribute(k.accepted,'accepted')` +
    `}catch(e){}})(${keys})`
  );
}

/**
 * What the marks hide until the page is live; the frame's skeleton where the server drew the first
 * screen; and a first screen drawn for a visitor from a signed-in fan (the skeleton stays for them).
 */
export const PRE_PAINT_CSS =
  `html[${CONSENT_MARK}="accepted"] [data-consent-gate]{display:none}` +
  `html[${SESSION_MARK}] [data-menu="login"]{visibility:hidden}` +
  `html[${SESSION_MARK}] #${FIRST_SCREEN_ELEMENT_ID}[${VISITOR_SCREEN_ATTRIBUTE}]{display:none}` +
  `#${FIRST_SCREEN_ELEMENT_ID}:not(:empty):not([${VISITOR_SCREEN_ATTRIBUTE}])~[data-frame-loading],` +
  `html:not([${SESSION_MARK}]) #${FIRST_SCREEN_ELEMENT_ID}[${VISITOR_SCREEN_ATTRIBUTE}]:not(:empty)~[data-frame-loading]{display:none}`;

export function clearPrePaintState(root: HTMLElement): void {
  root.removeAttribute(SESSION_MARK);
  root.removeAttribute(CONSENT_MARK);
}
