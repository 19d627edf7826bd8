// A remote's `platform` file holds its fallback copies of the modules the shell provides (the
// bus, the stores, i18n, routing and their libraries). On the site they come from the shell, so
// the file is only for the remote running alone; but a chunk of the remote's own that needs a
// module the bundler placed in that file (a library imported directly, say) downloads all of it
// on the composed site too: 40 KB of copies on /user before this was checked.
import fs from 'node:fs';
import path from 'node:path';

/** The chunk id the build gave its `platform` file, read from the container's chunk-name table. */
export function platformChunkId(entrySource: string): string | undefined {
  return /(?:^|[,{])(\d+):"platform"/.exec(entrySource)?.[1];
}

/** A built file's source asks the bundler to load the chunk with this id. */
export const loadsChunk = (source: string, chunkId: string): boolean => new RegExp(`\\.e\\(${chunkId}\\)`).test(source);

/**
 * The remote's own chunks that load its platform file: any is a defect. The container's entry
 * and main files are left out (they list the fallbacks of the shared modules, which the shell's
 * copies replace), as is the platform file itself.
 */
export function chunksLoadingPlatform(buildDir: string): string[] {
  const entry = fs.readFileSync(path.join(buildDir, 'remoteEntry.js'), 'utf8');
  const chunkId = platformChunkId(entry);
  if (!chunkId) return [];
  return fs
    .readdirSync(buildDir)
    .filter((file) => file.endsWith('.js') && file !== 'remoteEntry.js' && !/^(main|platform)\./.test(file))
    .filter((file) => loadsChunk(fs.readFileSync(path.join(buildDir, file), 'utf8'), chunkId))
    .sort();
}
