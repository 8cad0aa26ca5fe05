import { fillPlaceholders } from '@portal/forms/catalogue';
import { Button, Stack } from '@portal/ui';
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
        <p>{fillPlaceholders(copy.intro)}</p>
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
