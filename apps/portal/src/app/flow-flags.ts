/**
 * Spec section 4 'Flow flags', as far as they follow from where the member goes: leaving the bank
 * dashboard sets the flow-session flag; opening the compliance page clears it and resets the
 * account-creation state. (Header links set the flag themselves, see the header.)
 */
export type FlowFlagChange = { flowStarted?: boolean; resetAccountCreation?: true };

const bankDashboardPath = '/bank-dashboard';
const compliancePath = '/compliance-and-legal';

export function flowFlagChange(fromPath: string | null, toPath: string): FlowFlagChange {
  if (toPath === compliancePath) return { flowStarted: false, resetAccountCreation: true };
  if (fromPath === bankDashboardPath && toPath !== bankDashboardPath) return { flowStarted: true };
  return {};
}
