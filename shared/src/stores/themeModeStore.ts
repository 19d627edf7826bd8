// Light or dark, remembered per browser; follows the system until the user picks one. The
// mode is also kept in the `theme` cookie so the shell's server sends the frame already in it.
import { createStore } from 'zustand';
import { THEME_COOKIE_DAYS } from '@matchday/contracts/constants';
import { useStoreState } from '@matchday/shared/stores/hydration';

export type ThemeMode = 'light' | 'dark';
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark'];
const STORAGE_KEY = 'matchday:theme';
export const THEME_COOKIE = 'theme';

/** The mode a `theme` cookie asks for, or null. */
export function readThemeCookie(cookieHeader: string): ThemeMode | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name === THEME_COOKIE && (value === 'light' || value === 'dark')) return value;
  }
  return null;
}

export function serializeThemeCookie(mode: ThemeMode): string {
  return `${THEME_COOKIE}=${mode}; Path=/; Max-Age=${THEME_COOKIE_DAYS * 24 * 60 * 60}; SameSite=Lax`;
}

function initialMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function rememberInCookie(mode: ThemeMode): void {
  if (typeof document !== 'undefined' && readThemeCookie(document.cookie) !== mode) document.cookie = serializeThemeCookie(mode);
}

export const themeModeStore = createStore<{ mode: ThemeMode }>(() => ({
  mode: typeof window === 'undefined' ? 'light' : initialMode(),
}));
if (typeof window !== 'undefined') rememberInCookie(themeModeStore.getState().mode);

/** The mode the document was rendered in (`<html data-theme>`), or the store's on the server. */
function renderedState(): { mode: ThemeMode } {
  const rendered = typeof document === 'undefined' ? null : document.documentElement.dataset.theme;
  return rendered === 'light' || rendered === 'dark' ? { mode: rendered } : themeModeStore.getState();
}

export const useThemeMode = (): ThemeMode => useStoreState(themeModeStore, (state) => state.mode, renderedState);

export function setThemeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // not remembered, still applied
  }
  rememberInCookie(mode);
  themeModeStore.setState({ mode });
}
