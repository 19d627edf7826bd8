// The shell's own texts: one namespace, a JSON file per language.
import { registerNamespace } from '@matchday/shared/i18n/i18n';

export const SHELL_NAMESPACE = 'shell';

export function registerShellNamespace(): Promise<void> {
  return registerNamespace(SHELL_NAMESPACE, (language) => import(`./${language}.json`));
}
