import { codesOf } from './code-list.js';

/** Program ids (spec section 3). DVC's meaning is not shown in the spec. */
export const programIds = {
  DEN: 'Dental',
  FEHB: 'Health',
  VIS: 'Vision',
  DVC: 'DVC',
  FLTCIP: 'Long term care',
  'FSA-DC': 'Dependent care flexible spending account',
  'FSA-HC': 'Health care flexible spending account',
  LAW: 'Legal',
} as const;

export type ProgramId = keyof typeof programIds;
export const programIdValues = codesOf(programIds);

/** The payment object that carries each program's payment in a payment request (spec section 3). */
export const paymentObjectByProgram = {
  DEN: 'objDentalPayment',
  VIS: 'objVisionPayment',
  FLTCIP: 'objFLTCIPPayment',
  LAW: 'objLawPayment',
} as const satisfies Partial<Record<ProgramId, string>>;

/**
 * Further program codes the service uses (spec section 3). Their meanings are not shown, so they
 * have no labels; they are accepted where a program code travels through unchanged.
 */
export const otherProgramCodeValues = [
  'TRS',
  'MOH',
  'UFS',
  'OES',
  'FAD',
  'FGR',
  'RPN',
  'REP',
  'GAR',
  'SRP',
  'SRR',
  'SAC',
  'STR',
  'SMO',
  'F',
  'U',
  'N',
  'A',
  'S',
  'C',
] as const;

export type OtherProgramCode = (typeof otherProgramCodeValues)[number];
