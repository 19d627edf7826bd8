// Once per run, before the embedded project's files start: the migrated snapshot every file
// loads, made once (not by two workers at once).
import { ensureEmbeddedSnapshot } from './testDatabase';

export default async function setup(): Promise<void> {
  await ensureEmbeddedSnapshot();
}
