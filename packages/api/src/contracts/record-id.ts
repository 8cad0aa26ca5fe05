import { z } from 'zod/mini';

/** The id of a record the service made (an enrollment, a family member, a draft): UUID text. */
export const recordIdSchema = z.uuid().check(z.describe('UUID text made by the service'));
