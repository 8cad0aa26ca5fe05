import { fillPlaceholders } from '@portal/forms/catalogue';
import { normalisePhoneNumber } from '@portal/forms/rules';
import { Button, Link, Stack } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { FaqPreview } from '../../content/faq-preview.js';
import { useEdition } from '../../editions/edition-context.js';
import * as pageStyles from '../../styles/page.css.js';
import { contactLinks, contactCopy as copy } from './contact-copy.js';
import { ContactForm } from './contact-form.js';
import * as styles from './contact-page.css.js';
// `{phone}` says this build's number (PORTAL_CUSTOMER_CARE_PHONE).
import '../../settings/customer-care-phone.js';

type Sent = { reference: string; email: string };

/**
 * /contact (spec sections 2 and 7): a message to support through /tools/portalContactUsSendMail,
 * for visitors and members, then the first 5 FAQs with Additional FAQs (spec section 9).
 */
export function ContactPage() {
  const { productFlag } = useEdition();
  const [sent, setSent] = useState<Sent | null>(null);

  return (
    <section className={pageStyles.page} aria-labelledby="contact-heading">
      <h1 id="contact-heading" className={pageStyles.heading}>
        {copy.heading}
      </h1>
      <Stack gap={8}>
        <p className={styles.lead}>{copy.intro}</p>
        <div className={styles.columns}>
          <section aria-labelledby="contact-form-heading">
            <Stack gap={4}>
              {sent ? (
                <Confirmation sent={sent} onSendAnother={() => setSent(null)} />
              ) : (
                <>
                  <h2 id="contact-form-heading" className={styles.sectionHeading}>
                    {copy.formHeading}
                  </h2>
                  <ContactForm productFlag={productFlag} onSent={setSent} />
                </>
              )}
            </Stack>
          </section>
          <CallCustomerCare />
        </div>
        <FaqPreview
          headingId="contact-faqs-heading"
          headingClassName={styles.sectionHeading}
          copy={copy}
          moreHref={contactLinks.faqs}
        />
      </Stack>
    </section>
  );
}

/**
 * The other way to reach us, beside the form: the number as a link that dials it on a phone, the
 * hours, and the FAQs. An `<aside>`: it helps with the page's task without being it.
 */
function CallCustomerCare() {
  const phone = fillPlaceholders(copy.callNumber);
  return (
    <aside className={styles.callCard} aria-labelledby="contact-call-heading">
      <h2 id="contact-call-heading" className={styles.callHeading}>
        {copy.callHeading}
      </h2>
      <p className={styles.callNumber}>
        <Link href={telephoneHref(phone)}>{phone}</Link>
      </p>
      <p>{copy.callHours}</p>
      <p>
        {copy.callFaqsPrompt} <Link href={contactLinks.faqs}>{copy.callFaqsLink}</Link>.
      </p>
    </aside>
  );
}

/** `tel:+18005550100` for '1-800-555-0100': the US number's ten digits, with the country code. */
function telephoneHref(phone: string): string {
  return `tel:+1${normalisePhoneNumber(phone)}`;
}

/**
 * Replaces the form once the message is sent. Its heading takes focus: the button that had it is
 * gone, and moving focus there makes screen readers read the confirmation (WCAG 2.4.3, 4.1.3).
 */
function Confirmation({ sent, onSendAnother }: { sent: Sent; onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Stack gap={3} align="start">
      <h2
        id="contact-form-heading"
        ref={headingRef}
        tabIndex={-1}
        className={styles.confirmationHeading}
      >
        {copy.sentHeading}
      </h2>
      <p>{copy.sentReference(sent.reference)}</p>
      <p>{copy.sentReceipt(sent.email)}</p>
      <Button variant="secondary" onClick={onSendAnother}>
        {copy.sendAnother}
      </Button>
    </Stack>
  );
}
