import { formatMessage } from '@portal/forms/catalogue';

/** Spec sections 2 and 8: the locked-account page. */
export const accountLockedCopy = {
  heading: formatMessage('accountLockedHeading'),
  tooManyAttempts:
    'For your security, your account has been locked due to too many previous invalid login attempts.',
  unlockAccount: 'UNLOCK ACCOUNT',
  contactUs: 'Contact Us',
  contactPrompt: 'To unlock your account,',
} as const;
