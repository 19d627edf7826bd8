// `@matchday/shared` modules compiled into each container rather than shared: they render MUI,
// whose components must come from the same container as the React root around them.
// Everything else exported by `@matchday/shared` is a page-wide federation singleton.
export const PER_CONTAINER_MODULES = /^\.\/(ui|federation|testing)\//;
