/** /contact (spec sections 1, 2 and 7): the contact-us form and the first 5 FAQs. */
export const contactCopy = {
  heading: 'Contact us',
  intro:
    'Send us a message and we will answer by email within two business days. For anything urgent, call customer care.',
  callHeading: 'Call customer care',
  /** `{phone}`: the configured customer-care number (PORTAL_CUSTOMER_CARE_PHONE). */
  callNumber: '{phone}',
  callHours: 'Monday through Friday, 8 a.m. to 8 p.m. Eastern time.',
  callFaqsPrompt: 'Many answers are in the',
  callFaqsLink: 'frequently asked questions',
  formHeading: 'Send us a message',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  emailHint: 'We will answer you at this address.',
  phone: 'Phone number (optional)',
  phoneHint: 'A 10-digit US number, if you would like us to call you back.',
  topic: 'What is your message about?',
  message: 'Your message',
  messageHint:
    'Up to 2,000 characters. Please do not include your Social Security number or bank account numbers.',
  dismissError: 'Dismiss error',
  submit: 'Send message',
  sentHeading: 'Thank you. Your message is on its way.',
  sentReference: (reference: string) => `Your reference is ${reference}.`,
  sentReceipt: (email: string) =>
    `We sent a receipt to ${email} and will answer by email within two business days.`,
  sendAnother: 'Send another message',
  tooManyRequests:
    'You have sent several messages in a short time. Please wait an hour and try again, or call customer care at {phone}.',
  faqHeading: 'Frequently asked questions',
  loadingFaqs: 'Loading questions…',
  moreFaqs: 'Additional FAQs',
} as const;

export const contactLinks = { faqs: '/faqs' } as const;
