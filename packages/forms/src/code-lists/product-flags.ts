/** Spec section 9: the product flag selects the edition. */
export const productFlags = {
  MFB: 'Federal edition',
  MP: 'Individual edition',
} as const;

export type ProductFlag = keyof typeof productFlags;
export const productFlagValues = Object.keys(productFlags) as [ProductFlag, ...ProductFlag[]];

export function isProductFlag(value: unknown): value is ProductFlag {
  return typeof value === 'string' && Object.hasOwn(productFlags, value);
}
