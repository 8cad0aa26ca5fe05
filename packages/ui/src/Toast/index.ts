export type { ToastProps, ToastStatus } from './Toast';
export { Toast, toastDefaultDurationMs, toastMessages } from './Toast';
export type { ShowToastOptions, ToastApi, ToastProviderProps } from './ToastProvider';
export { ToastProvider, useToast } from './ToastProvider';
