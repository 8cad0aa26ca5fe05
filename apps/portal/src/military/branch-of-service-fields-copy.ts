/**
 * The words of the branch-of-service fields. Each screen keeps its own in its copy file, because
 * they differ a little (account creation asks 'Your status' or "Your sponsor's status", My
 * profile 'Status'; only My profile's branch select has a placeholder).
 */
export type BranchOfServiceFieldsCopy = {
  branchLabel: string;
  /** The select's empty choice; without it the select shows the kit's own ('Select one'). */
  chooseBranch?: string;
  statusLegend: string;
  reserveLegend: string;
  sponsorLegend: string;
  sponsorFirstName: string;
  sponsorLastName: string;
  sponsorDateOfBirth: string;
  sponsorSsn: string;
};
