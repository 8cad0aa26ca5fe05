/*
 * The portal's pages format dates as the server's email and PDF do: one longDate, in
 * @portal/forms/dates. Kept here so the pages that show plans and enrollments import it where
 * they always have.
 */
export { longDate } from '@portal/forms/dates';
