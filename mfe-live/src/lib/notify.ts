// What the live pages tell a member: a toast (the login prompt is the shared useAskToLogIn).
import { eventBus } from '@matchday/shared/bus/eventBus';
import type { ToastSeverity } from '@matchday/shared/bus/topics';

export const toast = (message: string, severity: ToastSeverity = 'success') => eventBus.emit('toast', { message, severity });
