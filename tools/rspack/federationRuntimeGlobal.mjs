// Puts the federation runtime core where remotes built with `externalRuntime` look for it.
// Inside the composed site the shell provides it; a remote's own page (running alone) loads
// this file first instead.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
