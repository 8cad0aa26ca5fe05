import { z } from 'zod';

/**
 * The legacy envelope every answer travels in (spec section 7): the outcome is read from
 * returnCode, never from the HTTP status alone.
 */
export function envelopeSchema<T extends z.ZodType>(returnObject: T) {
  return z.object({
    returnCode: z.number().int(),
    forwardCode: z.number().int().nullable().optional(),
    strServerDate: z.string(),
    strReturnObject: returnObject.nullable(),
  });
}

export const errorEnvelopeSchema = envelopeSchema(
  z.object({ strMessage: z.string().optional() }).nullable(),
);

export type Envelope<T> = {
  returnCode: number;
  forwardCode?: number | null | undefined;
  strServerDate: string;
  strReturnObject: T | null;
};
