import type { PayFrequency } from '../code-lists/pay-frequencies.js';
import type { ProductFlag } from '../code-lists/product-flags.js';

/** Employment statuses paid monthly: annuitants and survivors draw a monthly annuity. */
const paidMonthly = new Set(['A', 'S', 'RET', 'SRV', 'O', 'C']);

/**
 * The pay frequency every per-paycheck price follows (spec section 3: B, M, S, T). The one on file
 * (the member's active affiliation) wins; otherwise the usual one of the member's kind: federal
 * employees are paid every two weeks (B), annuitants, survivors and compensationers monthly (M),
 * uniformed members on the 1st and 15th (S), and an individual customer (MP), who has no payroll,
 * is billed monthly (M).
 */
export function payFrequencyOf({
  onFile,
  productLine,
  affiliation,
  employmentStatus,
}: {
  onFile: PayFrequency | null;
  productLine: ProductFlag;
  affiliation: 'F' | 'M' | null;
  employmentStatus: string | null;
}): { payFrequency: PayFrequency; onFile: boolean } {
  if (onFile) return { payFrequency: onFile, onFile: true };
  if (productLine === 'MP' || affiliation === null) return { payFrequency: 'M', onFile: false };
  if (employmentStatus !== null && paidMonthly.has(employmentStatus)) {
    return { payFrequency: 'M', onFile: false };
  }
  return { payFrequency: affiliation === 'M' ? 'S' : 'B', onFile: false };
}
