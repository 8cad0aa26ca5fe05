/** What one endpoint's run counted. */
export interface EndpointTally {
  endpoint: string;
  requests: number;
  validShaped: number;
  /** Valid-shaped requests that passed the session, the envelope and the contract. */
  reachedHandler: number;
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
}

/** A request whose answer broke a rule: what was sent and what came back. */
export interface FuzzFault {
  endpoint: string;
  kind: string;
  problem: string;
  status: number;
  sent: string;
  answer: string;
}

export function newTally(endpoint: string): EndpointTally {
  return { endpoint, requests: 0, validShaped: 0, reachedHandler: 0, byStatus: {}, byKind: {} };
}

export function reachedShare(tally: EndpointTally): number {
  return tally.validShaped === 0 ? 1 : tally.reachedHandler / tally.validShaped;
}

/** The totals as a table: per endpoint, the reached share and the count of each status. */
export function tallyTable(tallies: readonly EndpointTally[], title: string): string {
  const statuses = [...new Set(tallies.flatMap((tally) => Object.keys(tally.byStatus)))].sort();
  const header = ['endpoint', 'requests', 'valid', 'reached', ...statuses];
  const total = tallies.reduce((sum, tally) => {
    sum.requests += tally.requests;
    sum.validShaped += tally.validShaped;
    sum.reachedHandler += tally.reachedHandler;
    for (const [status, count] of Object.entries(tally.byStatus)) {
      sum.byStatus[status] = (sum.byStatus[status] ?? 0) + count;
    }
    return sum;
  }, newTally('total'));
  const rows = [...tallies, total].map((tally) => [
    tally.endpoint,
    String(tally.requests),
    String(tally.validShaped),
    `${(reachedShare(tally) * 100).toFixed(1)}%`,
    ...statuses.map((status) => String(tally.byStatus[status] ?? 0)),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [title, '', line(header), rule, ...rows.map(line)].join('\n');
}
