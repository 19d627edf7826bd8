// Async boundary: shared modules are negotiated with the share scope before the shell runs.
// The static frame is painted first: the shell's work starts once the browser has shown it
// (or after a short wait, for a page opened in the background where frames do not run).
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./bootstrap');
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
