// Pages the user viewed (matches, competitions, news, live rooms), newest first, kept in this
// browser. The shell records each page once its title is known; the user area lists them.
// Signing out clears it, so the next person on a shared device does not see it.
import { createStore, useStore } from 'zustand';
import { sessionStore } from '@matchday/shared/stores/sessionStore';

export const VIEW_HISTORY_KEY = 'matchday:history';
export const VIEW_HISTORY_LIMIT = 50;

export interface ViewedPage {
  path: string;
  title: string;
  routeId: string;
  /** Milliseconds since the epoch. */
  viewedAt: number;
}

function read(): ViewedPage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VIEW_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ViewedPage[]).filter((entry) => typeof entry?.path === 'string' && typeof entry.title === 'string') : [];
  } catch {
    return [];
  }
}

function write(entries: ViewedPage[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(VIEW_HISTORY_KEY);
    else localStorage.setItem(VIEW_HISTORY_KEY, JSON.stringify(entries));
  } catch {
    // full or blocked storage: the history is kept for this page only
  }
}

export const viewHistoryStore = createStore<{ entries: ViewedPage[] }>(() => ({ entries: typeof window === 'undefined' ? [] : read() }));

export const useViewHistory = (): ViewedPage[] => useStore(viewHistoryStore, (state) => state.entries);

/** The page moves to the top; the same address is listed once. */
export function recordView(page: Omit<ViewedPage, 'viewedAt'>, now = Date.now()): void {
  const entries = [{ ...page, viewedAt: now }, ...viewHistoryStore.getState().entries.filter((entry) => entry.path !== page.path)].slice(0, VIEW_HISTORY_LIMIT);
  viewHistoryStore.setState({ entries });
  write(entries);
}

export function clearViewHistory(): void {
  viewHistoryStore.setState({ entries: [] });
  write([]);
}

// Signing out (here, in another tab, or by an expired token) clears it.
sessionStore.subscribe((session, previous) => {
  if (previous.token !== null && session.token === null) clearViewHistory();
});
