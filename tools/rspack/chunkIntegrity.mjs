// Chunks a remote's own runtime loads carry the digests the shell checked. The release vouches
// for a remote's manifest, and the manifest for every chunk of the build (its `assetIntegrity`,
// written after rspack, tools/src/build/buildIntegrity.ts). The shell, once it has checked the
// manifest, hands those digests to the page under CHUNK_INTEGRITY_GLOBAL; this plugin makes the
// remote's chunk loader put them on every script it creates, so the browser refuses a changed
// chunk. (rspack's SubresourceIntegrityPlugin would put the same digests in the remote entry, as
// JavaScript every page downloads: some 3 KB gzip a remote, over the first page's budget.)
import { rspack } from '@rspack/core';

/** Where the shell puts the digests: `self[CHUNK_INTEGRITY_GLOBAL][federationName][url]`. */
export const CHUNK_INTEGRITY_GLOBAL = '__matchdayChunkIntegrity';
/** Well-formed, so the browser checks it (an unknown token would be ignored), and matches nothing. */
export const UNMATCHABLE_DIGEST = `sha384-${'A'.repeat(64)}`;

/**
 * The code added to the runtime's script creation (`script` and its absolute `script.src` are in
 * scope): in a page whose shell vouches for this container, a script it does not vouch for is
 * refused; on the remote's own page (no shell) nothing changes.
 */
export function chunkIntegrityCode(containerName) {
  const vouched = `self[${JSON.stringify(CHUNK_INTEGRITY_GLOBAL)}] && self[${JSON.stringify(CHUNK_INTEGRITY_GLOBAL)}][${JSON.stringify(containerName)}]`;
  return [
    `var vouched = typeof self !== 'undefined' && ${vouched};`,
    'if (vouched) {',
    `  script.integrity = Object.prototype.hasOwnProperty.call(vouched, script.src) ? vouched[script.src] : ${JSON.stringify(UNMATCHABLE_DIGEST)};`,
    "  script.crossOrigin = 'anonymous';",
    '}',
  ].join('\n');
}

export class ChunkIntegrityPlugin {
  constructor(containerName) {
    this.containerName = containerName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MatchdayChunkIntegrity', (compilation) => {
      rspack.RuntimePlugin.getCompilationHooks(compilation).createScript.tap(
        'MatchdayChunkIntegrity',
        (code) => `${code}\n${chunkIntegrityCode(this.containerName)}\n`,
      );
    });
  }
}
