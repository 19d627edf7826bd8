// Async boundary: shared modules are negotiated with the share scope before the shell runs.
import('./bootstrap');
