import type { ReactNode } from 'react';
import { useEntryRule } from './use-navigation-rules.js';

/**
 * Wraps the member routes: renders them only when the navigation rules let the page show (spec
 * section 2: a visitor goes home; a member opening one directly is told about form resubmission
 * and goes to the dashboard).
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  return useEntryRule('member') ? children : null;
}
