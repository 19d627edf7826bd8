// The console's own texts (the editors' articles, staff roles): a part of the channel's namespace
// kept outside `src/i18n`, so the channel's first page downloads neither them nor a line of
// their loader; the console loads them before it shows. All nine languages come as one file
// (`lazy-once`): a few kilobytes more for staff, once, instead of nine more chunks listed in the
// channel's runtime, which every visitor of /channel downloads.
import { addNamespacePart } from '@matchday/shared/i18n/i18n';

let loading: Promise<void> | null = null;

/** The same promise every time (React's `use` waits on it), a new one after a failure. */
export function consoleTexts(): Promise<void> {
  loading ??= addNamespacePart('channel', 'console', (language) => import(/* webpackMode: "lazy-once" */ `./consoleTexts/${language}.json`)).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
