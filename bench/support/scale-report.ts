import { loadavg } from 'node:os';
import { printFigure } from './goals';
import type { BackofficeRead } from './scale-backoffice';
import type { BillingRunFigures } from './scale-billing';
import type { LoadedStep } from './scale-load';
import type { Latencies } from './scale-reads';

/** Goals of issue 15 ("Scale of the data"). */
export const SCALE_GOALS = { readP95Ms: 5, billingRunSeconds: 10 * 60 };

export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
}

const ms = (value: number) => Number(value.toFixed(2));

/** The machine's load while the figures were taken (the benchmarks share their cores with whatever else runs). */
export const loadAverage = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}`;
const thousands = (value: number) => value.toLocaleString('en-ZA');

export function printLoad(steps: readonly LoadedStep[], seconds: number, databaseBytes: number): void {
  const rows = steps.reduce((sum, step) => sum + step.rows, 0);
  console.log(
    `loaded ${thousands(rows)} rows in ${(seconds / 60).toFixed(1)} min (${Math.round(rows / seconds).toLocaleString('en-ZA')} rows/s); database ${(databaseBytes / 2 ** 30).toFixed(1)} GiB`,
  );
}

/** Each route's latencies (first request per holder, then repeats) beside the floors and the p95 goal. */
export function printReads(
  reads: readonly Latencies[],
  floors: readonly { name: string; samples: number[] }[],
): void {
  const goal = SCALE_GOALS.readP95Ms;
  console.log(
    `\nReads through app.inject, one request at a time (goal: p95 ≤ ${goal} ms for a random holder; ${loadAverage()})`,
  );
  console.table([
    ...floors.map((floor) => ({
      target: floor.name,
      requests: floor.samples.length,
      'p50 ms': ms(percentile(floor.samples, 0.5)),
      'p95 ms': ms(percentile(floor.samples, 0.95)),
      'p99 ms': ms(percentile(floor.samples, 0.99)),
      goal: 'floor',
    })),
    ...reads.flatMap((read) =>
      (['cold', 'warm'] as const).map((kind) => ({
        target: `${read.name}, ${kind === 'cold' ? 'first request of each holder' : 'the same holders again'}`,
        requests: read[kind].length,
        'p50 ms': ms(percentile(read[kind], 0.5)),
        'p95 ms': ms(percentile(read[kind], 0.95)),
        'p99 ms': ms(percentile(read[kind], 0.99)),
        goal: percentile(read[kind], 0.95) <= goal ? 'met' : 'MISSED',
      })),
    ),
  ]);
}

/** The back office's calls on the book (no goal of their own: shown beside the holders' reads). */
export function printBackoffice(reads: readonly BackofficeRead[]): void {
  console.log(`\nThe back office on the book, through app.inject (no goal; ${loadAverage()})`);
  console.table(
    reads.map((read) => ({
      call: read.name,
      'first ms': ms(read.firstMs),
      'then, median ms': ms(read.medianMs),
      statements: read.queries.length,
    })),
  );
}

export function printBilling(figures: BillingRunFigures, runDay: string, concurrency: number): void {
  const { result } = figures;
  const billed = result.collected + result.failed;
  console.log(
    `\nBilling run of ${runDay}: ${thousands(figures.due)} policies due, ${thousands(figures.owing)} owing arrears; ${concurrency} billed at a time, pages of 500 (${loadAverage()} at the end)`,
  );
  console.log(
    `billed ${thousands(billed)} (${thousands(result.collected)} collected, ${thousands(result.failed)} failed), ${thousands(result.recovered)} arrears recovered, ${thousands(result.lapsed)} lapsed; ${((figures.seconds * 1000) / Math.max(1, billed)).toFixed(1)} ms per policy billed, ${Math.round(billed / figures.seconds)} policies/s`,
  );
  console.log(
    `customer notices written: ${thousands(figures.notices.written)}, still waiting for delivery at the end: ${thousands(figures.notices.pending)}`,
  );
  printFigure('billing run time', figures.seconds / 60, 'min', SCALE_GOALS.billingRunSeconds / 60);
  console.log(
    `process memory: RSS ${figures.rssBeforeMb} MB before, peak ${figures.rssPeakMb} MB during the run (heap peak ${figures.heapPeakMb} MB)`,
  );
}
