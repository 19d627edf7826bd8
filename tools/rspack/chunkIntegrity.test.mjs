import { describe, expect, it } from 'vitest';
import { CHUNK_INTEGRITY_GLOBAL as SHELL_GLOBAL, SRI_SHA384_PATTERN } from '@matchday/contracts/releases/manifest';
import { CHUNK_INTEGRITY_GLOBAL, UNMATCHABLE_DIGEST, chunkIntegrityCode } from './chunkIntegrity.mjs';

const CHUNK = 'http://localhost:9084/1.1.0/1167.48be61cf16.js';
const DIGEST = 'sha384-q0ap9/Zpxu9+WWlgVLINOLMm884MTYrmXoCEBpUSQgLTXBh/b+W4sI4+Mswe2GdO';

/** Runs the added code as the chunk loader does: `script` in scope, its `src` absolute. */
function loaderScript(page, src = CHUNK) {
  const script = { src, integrity: '', crossOrigin: null };
  new Function('script', 'self', chunkIntegrityCode('mfe_news'))(script, page);
  return script;
}

describe('chunk integrity in a remote chunk loader', () => {
  it('reads the digests where the shell writes them', () => {
    expect(CHUNK_INTEGRITY_GLOBAL).toBe(SHELL_GLOBAL);
  });

  it('puts the digest the shell vouches for on the chunk script, in CORS mode', () => {
    const script = loaderScript({ [CHUNK_INTEGRITY_GLOBAL]: { mfe_news: { [CHUNK]: DIGEST } } });
    expect(script).toMatchObject({ integrity: DIGEST, crossOrigin: 'anonymous' });
  });

  it('refuses, in a shell that vouches for the remote, a chunk it does not vouch for', () => {
    const script = loaderScript({ [CHUNK_INTEGRITY_GLOBAL]: { mfe_news: {} } }, 'http://localhost:9084/1.1.0/evil.js');
    expect(script.integrity).toBe(UNMATCHABLE_DIGEST);
    // Well-formed, so the browser checks it rather than ignoring it.
    expect(UNMATCHABLE_DIGEST).toMatch(SRI_SHA384_PATTERN);
  });

  it('changes nothing on the remote running alone, or in a shell that does not vouch for it (a developer override)', () => {
    expect(loaderScript({}).integrity).toBe('');
    expect(loaderScript({ [CHUNK_INTEGRITY_GLOBAL]: { mfe_tips: { [CHUNK]: DIGEST } } }).integrity).toBe('');
  });
});
