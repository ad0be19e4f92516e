import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Seconds of load after a short warm-up. */
  duration?: number;
  connections?: number;
}

/**
 * What Chromium sends in `accept-encoding` (the bench's browser, and the phones' Chrome): every browser
 * asks for compressed replies, so the server is measured on the path phones take (issue 15).
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Drives one URL on this machine with autocannon: bounded in time, loopback only. Each request asks for
 * compressed replies as a browser does (`options.headers` may say otherwise).
 */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const base = {
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...options.headers },
    connections: options.connections ?? 10,
    pipelining: 1,
    // Load comes from a worker thread so it does not share the server's event loop.
    workers: 1,
  };
  await autocannon({ ...base, duration: 1 });
  const result = await autocannon({ ...base, duration: options.duration ?? 5 });
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[]): void {
  console.log(`\n${title}`);
  console.table(
    rows.map((row) => ({
      target: row.name,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      errors: row.errors,
      'non-2xx': row.non2xx,
    })),
  );
}
