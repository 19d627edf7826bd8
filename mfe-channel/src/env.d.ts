/** Build version, injected by the build (package.json version or BUILD_VERSION). */
declare const __APP_VERSION__: string;
