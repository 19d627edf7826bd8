// Types of what TypeScript code (the benchmarks) reads from sharedModules.mjs.
export const UNSHARED_LIBRARIES: string[];
export const SINGLETON_LIBRARIES: string[];
export const SHARED_PREFIXES: string[];
export const repoRoot: string;
