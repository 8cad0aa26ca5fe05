import { z } from 'zod/mini';
import { fieldErrorsSchema } from './contact-method-schema.js';

/**
 * What a refused enrollment check adds to its answer (returnCode 300): the field errors by the
 * form's field names and the catalogue's text. In a module of its own, so the contracts that
 * share it do not bring every 'Why and when' endpoint with them: a module's schemas are built
 * when it loads, so a bundle keeps all of them (issue 21 item 8, each step's script).
 */
export const refusalFields = {
  objFieldErrors: z.optional(fieldErrorsSchema),
  strMessage: z.optional(z.string().check(z.describe("The catalogue's text, in the spec's words"))),
};
