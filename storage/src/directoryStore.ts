// The object store as a plain directory: one machine (`npm start`), or a shared volume. An object
// is written to a temporary name and renamed, so a reader never sees half of one.
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, checkedPrefix, type ObjectStore, type StoredObject } from './objectStore';

const PARTIAL = '.partial-';

export class DirectoryStore implements ObjectStore {
  readonly kind = 'directory';

  constructor(readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(path.dirname(file), `${PARTIAL}${randomBytes(6).toString('hex')}`);
    await fs.writeFile(partial, body);
    await fs.rename(partial, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    checkedPrefix(prefix);
    // Only the folder the prefix reaches is walked, not the whole store.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const found: StoredObject[] = [];
    const walk = async (relative: string): Promise<void> => {
      let entries: Dirent[];
      try {
        entries = await fs.readdir(path.join(this.root, relative), { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) await walk(key);
        } else if (entry.isFile() && !entry.name.startsWith(PARTIAL) && key.startsWith(prefix)) {
          const stat = await fs.stat(path.join(this.root, key)).catch(() => null);
          if (stat) found.push({ key, size: stat.size, modifiedAt: stat.mtime });
        }
      }
    };
    await walk(folder);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async delete(keys: readonly string[]): Promise<void> {
    const folders = new Set<string>();
    for (const key of keys) {
      const file = this.file(key);
      await fs.rm(file, { force: true });
      folders.add(path.dirname(file));
    }
    // Folders left empty go too (a purged recording leaves nothing behind).
    for (const folder of folders) await fs.rmdir(folder).catch(() => undefined);
  }
}
