import { enrollmentForwardCodePaths, enrollmentForwardCodes } from '@portal/api/enrollment';
import { loginForwardCodes } from '@portal/api/protocol';
import { describe, expect, it } from 'vitest';
import { signedInDestination } from './complete-profile-path.js';

/** Where a sign-in lands, by its login code (spec section 4; issue 19 and issue 21). */
describe('signedInDestination', () => {
  it('sends each code of enrolling where the sign-in outcomes table says', () => {
    for (const code of Object.values(enrollmentForwardCodes)) {
      expect(signedInDestination(code, '/dashboard')).toBe(enrollmentForwardCodePaths[code]);
    }
    expect(signedInDestination(enrollmentForwardCodes.newHireDateonFile, '/dashboard')).toBe(
      '/enrollment',
    );
    expect(signedInDestination(enrollmentForwardCodes.payrollAuth, '/dashboard')).toBe(
      '/dashboard',
    );
  });

  it('completes an incomplete profile first, and keeps a page the member asked for', () => {
    expect(signedInDestination(loginForwardCodes.needAddress, '/my-profile')).toBe(
      '/account-creation/address-dvc?flow=reEnroll',
    );
    expect(signedInDestination(enrollmentForwardCodes.abwFlow, '/bank-dashboard')).toBe(
      '/bank-dashboard',
    );
    expect(signedInDestination(loginForwardCodes.showdashboard, '/dashboard')).toBe('/dashboard');
    expect(signedInDestination(null, '/manage-alert')).toBe('/manage-alert');
  });
});
