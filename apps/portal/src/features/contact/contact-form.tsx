import type { ContactUsRequest } from '@portal/api/contact';
import { type ContactMessageOutcome, useSendContactMessage } from '@portal/api/swr';
import { fieldErrorMessages, fillPlaceholders } from '@portal/forms/catalogue';
import { contactTopics, optionsOf, type ProductFlag } from '@portal/forms/code-lists';
import { useSchemaForm } from '@portal/forms/react';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@portal/forms/rules';
import { type ContactForm as ContactValues, contactSchema } from '@portal/forms/schemas';
import {
  AlertBanner,
  Button,
  ErrorSummary,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { contactCopy as copy } from './contact-copy.js';

const topicOptions = optionsOf(contactTopics);

/** No topic is chosen for the member: the select starts on its 'Select one' option. */
const emptyForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  topic: undefined,
  message: '',
};

type Failure = Exclude<ContactMessageOutcome, { kind: 'sent' }>['kind'];

/**
 * The contact-us form: checked with @portal/forms' contactSchema (the service checks the same),
 * sent through /tools/portalContactUsSendMail. `onSent` replaces the form with the confirmation.
 */
export function ContactForm({
  productFlag,
  onSent,
}: {
  productFlag: ProductFlag;
  onSent: (sent: { reference: string; email: string }) => void;
}) {
  const form = useSchemaForm({ schema: contactSchema, defaultValues: emptyForm });
  const { trigger } = useSendContactMessage();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { user } = useSession();

  // A signed-in member's name and email fill in for them. In an effect, not the defaults: the
  // page may be prerendered without a session, and the first render must match that HTML.
  useEffect(() => {
    if (!user) return;
    const known = {
      firstName: user.strFirst_Nm,
      lastName: user.strLast_Nm,
      email: user.strWork_Email ?? user.strOther_Email ?? '',
    };
    for (const [name, value] of Object.entries(known) as [keyof typeof known, string][]) {
      if (value && form.form.getValues(name) === '') form.form.setValue(name, value);
    }
  }, [user, form.form]);

  async function send(values: ContactValues) {
    setFailure(null);
    const request: ContactUsRequest = {
      strFirst_Nm: values.firstName,
      strLast_Nm: values.lastName,
      strEmail: values.email,
      strPhone: values.phone ?? '',
      strTopic: values.topic,
      strMessage: values.message,
      strProductNm: productFlag,
    };
    const outcome = await trigger(request);
    if (outcome.kind === 'sent') onSent({ reference: outcome.reference, email: values.email });
    else setFailure(outcome.kind);
  }

  return (
    <Stack gap={5}>
      {failure === 'unavailable' ? (
        <ServiceUnavailableBanner />
      ) : failure === 'tooManyRequests' ? (
        <AlertBanner status="ERROR">
          <p>{fillPlaceholders(copy.tooManyRequests)}</p>
        </AlertBanner>
      ) : null}
      <ErrorSummary {...form.errorSummary} />
      <form noValidate onSubmit={form.submit(send)}>
        <Stack gap={4}>
          <TextField
            label={copy.firstName}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            required
            {...form.inputField('firstName')}
          />
          <TextField
            label={copy.lastName}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            required
            {...form.inputField('lastName')}
          />
          <TextField
            label={copy.email}
            hint={copy.emailHint}
            variant="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            {...form.inputField('email')}
          />
          <TextField
            label={copy.phone}
            hint={copy.phoneHint}
            inputMode="tel"
            autoComplete="tel-national"
            {...form.inputField('phone')}
          />
          <SelectField
            label={copy.topic}
            options={topicOptions}
            required
            {...form.inputField('topic')}
          />
          <TextAreaField
            label={copy.message}
            hint={copy.messageHint}
            rows={8}
            required
            dismissErrorLabel={copy.dismissError}
            fallbackErrorMessage={fieldErrorMessages.pattern}
            {...form.inputField('message')}
          />
          <div>
            <Button type="submit" disabled={!form.isHydrated} busy={form.isSubmitting}>
              {copy.submit}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
