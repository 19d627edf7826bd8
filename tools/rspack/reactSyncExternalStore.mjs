// react-i18next reads its store through the `use-sync-external-store` shim, a fallback for React
// before 18 that hands back React's own hook on React 18 and later. The platform file takes
// React's hook straight, so the shim stays with the libraries that need its `with-selector`
// (the charts, the editor) and their files no longer pull the whole platform file of a remote.
export { useSyncExternalStore } from 'react';
