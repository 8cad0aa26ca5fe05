import type { AlertKind } from '@portal/forms/code-lists';

/** /manage-alert (spec section 2; issue 22): the member's alerts. */
export const alertsCopy = {
  heading: 'Alerts',
  lead: 'What needs your attention, and where to take care of it.',
  loading: 'Loading your alerts…',
  pendingCount: (count: number) =>
    count === 0
      ? 'Nothing needs your attention.'
      : `${count} ${count === 1 ? 'alert needs' : 'alerts need'} your attention.`,
  none: 'You have no alerts.',
  about: (subject: string) => `About: ${subject}`,
  raised: (date: string) => `Since ${date}`,
  resolvedOn: (date: string) => `Resolved ${date}`,
  dismissedOn: (date: string) => `Dismissed ${date}`,
  dismiss: 'Dismiss',
  dismissAlert: (title: string) => `Dismiss: ${title}`,
  dismissed: 'The alert was dismissed.',
  cannotDismiss: 'This alert cannot be dismissed. Fix what it names instead.',
  alreadyGone: 'This alert is no longer there.',
  /**
   * Ours: the spec's sentence for contact methods flagged invalid ('…You can update them after
   * logging in.') is the sign-in's notice; here the member is signed in already.
   */
  invalidMethods:
    'Some of your contact methods have been marked invalid. Update each one from its alert below.',
} as const;

/**
 * What each kind of alert asks the member to do, and the name of the link to where it is done
 * (the link itself comes with the alert). A kind added by a later issue (payments, life events)
 * adds a line here, not a screen.
 */
export const alertActions: Record<AlertKind, { whatToDo: string; linkLabel: string }> = {
  WORK_EMAIL_INVALID: {
    whatToDo:
      'Mail to your work email could not be delivered. Enter a working email so we can reach you.',
    linkLabel: 'Update your work email',
  },
  OTHER_EMAIL_INVALID: {
    whatToDo:
      'Mail to your other email could not be delivered. Enter a working email, or leave it blank.',
    linkLabel: 'Update your other email',
  },
  ADDRESS_INVALID: {
    whatToDo: 'Letters to your home address were returned. Check the address and save it again.',
    linkLabel: 'Update your home address',
  },
  MAIL_ADDRESS_INVALID: {
    whatToDo: 'Letters to your mailing address were returned. Check the address and save it again.',
    linkLabel: 'Update your mailing address',
  },
  PAYMENT_RETURNED: {
    whatToDo: 'Your bank returned a payment. Check your bank details, then pay again.',
    linkLabel: 'Review your payment',
  },
  BILL_DUE: {
    whatToDo: 'A bill is waiting for payment. Pay it by its due date to keep your coverage.',
    linkLabel: 'Pay your bill',
  },
  LIFE_EVENT_DECIDED: {
    whatToDo: 'We decided on the life event you reported. Read what it means for your coverage.',
    linkLabel: 'Read the decision',
  },
  DOCUMENT_NEEDED: {
    whatToDo: 'We need a document from you to finish a request. Send it by its due date.',
    linkLabel: 'Send the document',
  },
};
