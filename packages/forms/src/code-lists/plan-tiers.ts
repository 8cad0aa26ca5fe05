import { codesOf } from './code-list.js';
import type { ProductFlag } from './product-flags.js';

/** Plan tiers (spec section 3), with the federal edition's labels. */
export const planTiers = {
  S: 'Standard',
  H: 'High',
} as const;

export type PlanTier = keyof typeof planTiers;
export const planTierValues = codesOf(planTiers);

/** The individual edition calls tier H "Premium" (spec section 1); the codes are the same. */
export const planTierLabelsByProduct = {
  MFB: planTiers,
  MP: { S: 'Standard', H: 'Premium' },
} as const satisfies Record<ProductFlag, Record<PlanTier, string>>;

export function planTierLabel(tier: PlanTier, productFlag: ProductFlag): string {
  return planTierLabelsByProduct[productFlag][tier];
}
