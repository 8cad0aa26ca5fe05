import { useState } from 'react';
import { Link } from '../Link/Link';

/**
 * A stand-in logo for stories: a home link whose accessible name comes from `aria-label` (a real
 * logo would be an `<img alt>` inside the link).
 */
export function DemoLogo({ label = 'Benefits Portal home' }: { label?: string }) {
  return (
    <Link href="/" aria-label={label} style={{ color: 'inherit', display: 'inline-flex' }}>
      <svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16 2 4 7v8c0 7.2 5.1 13.3 12 15 6.9-1.7 12-7.8 12-15V7L16 2zm0 4.2 8 3.3V15c0 5-3.3 9.4-8 10.9C11.3 24.4 8 20 8 15V9.5l8-3.3z"
        />
      </svg>
    </Link>
  );
}

export const demoAccountItems = [
  { label: 'Profile', href: '/my-profile' },
  { label: 'Banks', href: '/bank-dashboard' },
  { label: 'Security Settings', href: '/security-dashboard' },
] as const;

/**
 * For stories: a field's error that the member can dismiss, as the forms bindings do — the error
 * key is held in state, the close button clears it, and the story's own handler still hears it.
 */
export function useDismissibleError(args: { errorKey?: string; onDismissError?: () => void }) {
  const [errorKey, setErrorKey] = useState(args.errorKey);
  return {
    errorKey,
    onDismissError: () => {
      setErrorKey(undefined);
      args.onDismissError?.();
    },
  };
}
