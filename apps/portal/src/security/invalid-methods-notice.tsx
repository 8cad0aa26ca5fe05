import type { ContactMethodEntry } from '@portal/api/security-settings';
import { formatUsPhoneNumber } from '@portal/forms/rules';
import { AlertBanner } from '@portal/ui';
import { useErrorMessage } from '../messages/error-messages.js';
import * as styles from '../styles/form-page.css.js';
import { contactKindLabels } from './security-copy.js';

/**
 * Spec section 8: 'The methods below have been marked invalid...', over the list of the member's
 * contact methods flagged invalid (an email whose indicator holds the insert marker). Renders
 * nothing when none is flagged.
 */
export function InvalidMethodsNotice({ methods }: { methods: readonly ContactMethodEntry[] }) {
  const message = useErrorMessage();
  const invalid = methods.filter((method) => method.strInvalid === 'Y');
  if (invalid.length === 0) return null;
  return (
    <AlertBanner status="INFO">
      <p>{message('contactMethodsInvalid')}</p>
      <ul className={styles.plainList}>
        {invalid.map((method) => (
          <li key={`${method.strContactKind}-${method.strDestination}`}>
            {contactKindLabels[method.strContactKind]}:{' '}
            {method.strMethod === 'S'
              ? formatUsPhoneNumber(method.strDestination)
              : method.strDestination}
          </li>
        ))}
      </ul>
    </AlertBanner>
  );
}
