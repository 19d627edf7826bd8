// Light or dark, remembered per browser; follows the system until the user picks one.
import { createStore, useStore } from 'zustand';

export type ThemeMode = 'light' | 'dark';
const STORAGE_KEY = 'matchday:theme';

function initialMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export const themeModeStore = createStore<{ mode: ThemeMode }>(() => ({
  mode: typeof window === 'undefined' ? 'light' : initialMode(),
}));

export const useThemeMode = (): ThemeMode => useStore(themeModeStore, (state) => state.mode);

export function setThemeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // not remembered, still applied
  }
  themeModeStore.setState({ mode });
}
