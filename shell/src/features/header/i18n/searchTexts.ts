// The search dialog's texts: a part of the shell's namespace that comes in the dialog's own file
// (`eager`: every language there, a few kilobytes), so no page's first visit pays for them and
// opening the search waits for no second download.
import { addNamespacePart } from '@matchday/shared/i18n/i18n';
import { SHELL_NAMESPACE } from '../../../i18n/shellNamespace';

let loading: Promise<void> | null = null;

/** The same promise every time (React's `use` waits on it), a new one after a failure. */
export function searchTexts(): Promise<void> {
  loading ??= addNamespacePart(SHELL_NAMESPACE, 'search', (language) => import(/* webpackMode: "eager" */ `./${language}.json`)).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
