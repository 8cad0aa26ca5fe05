/**
 * Contact details as the two-step screens show them (spec section 4): enough for a member to
 * recognise their own, too little for anyone else to learn it.
 */

/** 'priya.natarajan@example.org' -> 'p*****n@example.org' (always five stars: no length leaks). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*****';
  const local = email.slice(0, at);
  const last = local.length > 1 ? local.at(-1) : '';
  return `${local[0]}*****${last}${email.slice(at)}`;
}

/** '2025550111' -> '(***) ***-0111': the last four digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `(***) ***-${digits.slice(-4).padStart(4, '*')}`;
}
