import type { LoadResult } from './load';

/** A throughput and latency goal, relative to the bare Fastify floor measured in the same run. */
export interface LoadGoal {
  /** the share of the floor's requests per second to reach, e.g. 0.6 */
  floorShare: number;
  p99Ms: number;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * Prints each row beside the floor and its goal: share of the floor's req/s, p99, and whether it is met.
 * `references` are measured beside the floor and printed after it, marked `reference` and not judged: what
 * the rows' own work costs without the app around it.
 */
export function printAgainstGoal(
  title: string,
  floor: LoadResult,
  rows: LoadResult[],
  goal: LoadGoal,
  references: LoadResult[] = [],
): void {
  console.log(`\n${title}`);
  console.log(`goal: ≥ ${percent(goal.floorShare)} of the floor's req/s and p99 ≤ ${goal.p99Ms} ms`);
  const verdict = (row: LoadResult, share: number) => {
    if (row === floor) return 'floor';
    if (references.includes(row)) return 'reference';
    const failed = row.errors > 0 || row.non2xx > 0;
    return !failed && share >= goal.floorShare && row.p99Ms <= goal.p99Ms ? 'met' : 'MISSED';
  };
  console.table(
    [floor, ...references, ...rows].map((row) => {
      const share = row.requestsPerSecond / floor.requestsPerSecond;
      return {
        target: row.name,
        'req/s': row.requestsPerSecond,
        'of floor': row === floor ? '' : percent(share),
        'p50 ms': row.p50Ms,
        'p99 ms': row.p99Ms,
        'errors/non-2xx': `${row.errors}/${row.non2xx}`,
        goal: verdict(row, share),
      };
    }),
  );
}

/** One figure beside its goal, on one line: `label: value unit (goal ≤ x unit) met|MISSED`. */
export function printFigure(label: string, value: number, unit: string, atMost: number): void {
  const shown = Number.isInteger(value) ? value : value.toFixed(1);
  console.log(`${label}: ${shown} ${unit} (goal ≤ ${atMost} ${unit}) ${value <= atMost ? 'met' : 'MISSED'}`);
}
