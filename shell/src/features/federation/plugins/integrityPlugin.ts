// Runs a remote only as its release knows it. The release carries SHA-384 digests of each
// remote's manifest and entry script, computed by the release command from the built files, and
// the manifest those of every chunk. A manifest whose bytes differ fails its load here. Scripts
// get `integrity` and `crossorigin`, so the browser refuses a changed one: the entry and first
// chunks the runtime loads (this plugin's scripts), and the chunks the remote loads itself (its
// loader reads the digests this plugin hands to the page, tools/rspack/chunkIntegrity.mjs).
// Either way the remote's area shows its fallback, as for a remote that is down, and the console
// names the remote.
//
// The runtime asks every plugin's `fetch` and keeps the last answer (two plugins would fetch
// twice), and keeps only one plugin's script: so this plugin wraps the requests it checks, the
// timeout plugin's, instead of sitting beside them.
import { CHUNK_INTEGRITY_GLOBAL, type FederationManifestFiles, MANIFEST_ASSET_INTEGRITY_KEY, type ReleaseManifest, remoteEntryPath } from '@matchday/contracts/releases/manifest';
import { federationName, packageName, REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RemoteRequests = Pick<ModuleFederationRuntimePlugin, 'fetch' | 'createScript'>;
type ScriptArgs = Parameters<NonNullable<RemoteRequests['createScript']>>[0];

export class RemoteIntegrityError extends Error {
  override readonly name = 'RemoteIntegrityError';
}

export const isIntegrityFailure = (error: unknown): boolean => error instanceof Error && error.name === 'RemoteIntegrityError';

/** SHA-384 of the bytes in Subresource Integrity format, as the release command writes it. */
export async function sriDigest(bytes: ArrayBuffer): Promise<string> {
  if (!globalThis.crypto?.subtle) throw new RemoteIntegrityError('remotes cannot be checked outside a secure context (https)');
  // A view, not the buffer: Node's WebCrypto (the unit tests) refuses a buffer from another realm.
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', new Uint8Array(bytes)));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

interface ProtectedRemote {
  label: string;
  container: string;
  manifestUrl: string;
  manifest: string;
  entry: string;
  /** Where its files live: every script from there must be vouched for. */
  bases: string[];
}

type PageDigests = Record<string, Record<string, string>>;

/** The digests the remotes' own chunk loaders read; only this plugin writes them. */
function pageDigests(): PageDigests {
  const page = globalThis as unknown as Record<string, PageDigests | undefined>;
  if (!page[CHUNK_INTEGRITY_GLOBAL])
    Object.defineProperty(globalThis, CHUNK_INTEGRITY_GLOBAL, { value: Object.create(null) as PageDigests, writable: false, configurable: false });
  return page[CHUNK_INTEGRITY_GLOBAL]!;
}

const absolute = (url: string) => new URL(url, globalThis.location?.href).href;

export function integrityPlugin(
  release: ReleaseManifest | null,
  requests: RemoteRequests = {},
  report: (message: string) => void = (message) => console.error(`[matchday] ${message}`),
): ModuleFederationRuntimePlugin {
  const byManifest = new Map<string, ProtectedRemote>();
  for (const remote of REMOTE_IDS) {
    const entry = release?.remotes[remote];
    if (!entry?.enabled || !entry.integrity) continue;
    const manifestUrl = absolute(entry.manifestUrl);
    const base = new URL('.', manifestUrl).href;
    byManifest.set(manifestUrl, { label: packageName(remote), container: federationName(remote), manifestUrl, ...entry.integrity, bases: [base] });
  }
  /** Scripts a checked manifest vouches for: address -> digest and remote. */
  const vouched = new Map<string, { digest: string; remote: ProtectedRemote }>();
  const explained = new Set<string>();

  function refuse(message: string): never {
    report(message);
    throw new RemoteIntegrityError(message);
  }

  function trust(remote: ProtectedRemote, manifest: FederationManifestFiles): void {
    const publicPath = manifest.metaData?.publicPath;
    const base = publicPath && publicPath !== 'auto' ? absolute(new URL(publicPath, remote.manifestUrl).href) : remote.manifestUrl;
    remote.bases.push(new URL('.', base).href);
    vouched.set(new URL(remoteEntryPath(manifest), base).href, { digest: remote.entry, remote });
    const forItsLoader = (pageDigests()[remote.container] ??= {});
    for (const [file, digest] of Object.entries(manifest[MANIFEST_ASSET_INTEGRITY_KEY] ?? {})) {
      const url = new URL(file, base).href;
      vouched.set(url, { digest, remote });
      forItsLoader[url] = digest;
    }
  }

  /** A vouched script failed: say so when it is because its bytes differ (not a network failure). */
  async function explain(url: string): Promise<void> {
    const known = vouched.get(url);
    if (!known || explained.has(url)) return;
    explained.add(url);
    const received = await fetch(url, { mode: 'cors' })
      .then((response) => (response.ok ? response.arrayBuffer() : null))
      .then((bytes) => (bytes ? sriDigest(bytes) : null))
      .catch(() => null);
    if (received && received !== known.digest)
      report(`${known.remote.label}: ${url} does not match its digest (expected ${known.digest}, received ${received}); the remote is not run`);
  }
  // Script errors do not bubble; the page sees them while they go down to their element.
  globalThis.addEventListener?.(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.integrity) void explain(event.target.src);
    },
    true,
  );

  function vouchedScript(args: ScriptArgs, inner: ReturnType<NonNullable<RemoteRequests['createScript']>>) {
    const url = absolute(args.url);
    const known = vouched.get(url);
    if (!known) {
      const owner = [...byManifest.values()].find((remote) => remote.bases.some((base) => url.startsWith(base)));
      if (owner) refuse(`${owner.label}: ${url} has no digest in its release or manifest; the remote is not run`);
      return inner;
    }
    const given = inner instanceof HTMLScriptElement ? inner : inner && 'script' in inner ? inner.script : undefined;
    const script = given ?? document.createElement('script');
    // What the runtime would have set itself, had no plugin given it a script.
    for (const [name, value] of Object.entries(args.attrs ?? {}))
      if (name === 'async' || name === 'defer') script[name] = Boolean(value);
      else if (!script.hasAttribute(name)) script.setAttribute(name, String(value));
    script.src = url;
    script.integrity = known.digest;
    script.crossOrigin = 'anonymous';
    const timeout = inner && !(inner instanceof HTMLScriptElement) && 'timeout' in inner ? inner.timeout : undefined;
    return timeout ? { script, timeout } : { script };
  }

  return {
    name: 'matchday-integrity',
    async fetch(url, init, ...rest) {
      const answered = await requests.fetch?.(url, init, ...rest);
      const response = answered instanceof Response ? answered : await fetch(url, init);
      const remote = byManifest.get(absolute(url));
      if (!remote || !response.ok) return response;
      const bytes = await response.arrayBuffer();
      const received = await sriDigest(bytes);
      if (received !== remote.manifest)
        refuse(`${remote.label}: ${url} does not match the digest of the release (expected ${remote.manifest}, received ${received}); the remote is not run`);
      trust(remote, JSON.parse(new TextDecoder().decode(bytes)) as FederationManifestFiles);
      return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
    createScript(args) {
      return vouchedScript(args, requests.createScript?.(args));
    },
  };
}
