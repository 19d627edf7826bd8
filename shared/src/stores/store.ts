// How an app makes a store of its own: zustand, through the page's one shared copy. A remote
// that imported zustand itself compiled it into its `platform` file, and loading that file
// downloaded the remote's fallback copies of every platform module with it (40 KB on /user).
export { createStore, useStore, type StoreApi } from 'zustand';
