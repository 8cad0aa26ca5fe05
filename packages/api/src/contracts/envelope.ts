import { z } from 'zod/mini';

/**
 * The legacy envelope every answer travels in (spec section 7): the outcome is read from
 * returnCode, never from the HTTP status alone.
 */
export function envelopeSchema<T extends z.ZodMiniType>(returnObject: T) {
  return z.object({
    returnCode: z.int(),
    forwardCode: z.optional(z.nullable(z.int())),
    strServerDate: z.string(),
    strReturnObject: z.nullable(returnObject),
  });
}

export const errorEnvelopeSchema = envelopeSchema(
  z.nullable(z.object({ strMessage: z.optional(z.string()) })),
);

export type Envelope<T> = {
  returnCode: number;
  forwardCode?: number | null | undefined;
  strServerDate: string;
  strReturnObject: T | null;
};
