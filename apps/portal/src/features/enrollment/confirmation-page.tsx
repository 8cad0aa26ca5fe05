/** Placeholder of the skeleton branch: a helper builds the confirmation. */
export function EnrollmentConfirmationPage() {
  return <h1>Enrollment confirmation</h1>;
}
