import { useEffect, useState } from 'react';
import { useSession } from '../session/session-store.js';

/** Spec section 9: the header's delay. */
export const headerStyleDelayMs = 100;

/**
 * Spec section 4 'Flow flags': the header's styling depends on whether a flow has started,
 * updated after 100 ms. The focused header (the kit's calm light bar) shows while the flag is set.
 * The delay lets the steps of one click settle first (a header link clears the session, then sets
 * the flag), so the bar changes once, not twice.
 */
export function useHeaderVariant(): 'standard' | 'focused' {
  const { flowStarted } = useSession();
  const [variant, setVariant] = useState<'standard' | 'focused'>('standard');
  useEffect(() => {
    const timer = setTimeout(
      () => setVariant(flowStarted ? 'focused' : 'standard'),
      headerStyleDelayMs,
    );
    return () => clearTimeout(timer);
  }, [flowStarted]);
  return variant;
}
