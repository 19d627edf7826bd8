// Async boundary: shared modules are negotiated with the share scope before the app runs.
import('./bootstrap');
