/** The toast alerts of spec section 2 (shared widgets). */
export type ToastStatus = 'success' | 'danger';

/** Spec section 9: "Toast default 6000 ms". */
export const toastDefaultDurationMs = 6000;

export const toastMessages = {
  /** The accessible name of the region that holds the toasts. */
  regionLabel: 'Notifications',
  /** Accessible name of each toast's close (×) button. */
  dismissLabel: 'Dismiss notification',
  /** Read before the message, so the status is not given by colour and icon alone (WCAG 1.4.1). */
  statusLabels: {
    success: 'Success:',
    danger: 'Error:',
  },
} as const;
