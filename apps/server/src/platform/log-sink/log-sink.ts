import { appendMonthlyLine } from './monthly-file.js';
import {
  createCloudWatchSender,
  type CloudWatchOptions,
  type CloudWatchSender,
} from './cloudwatch-sender.js';
import { DEFAULT_MAX_DETAILS_BYTES, sanitiseDetails } from './redact.js';

export type LogCategory = 'info' | 'error' | 'warning';

export interface LogEntry {
  category: LogCategory;
  details: unknown;
  /** Which path family posted the entry (retail or employee); omitted for server-side entries. */
  source?: string;
}

export interface LogSinkOptions {
  /** Directory of the monthly fallback files. */
  logDir: string;
  /** Stream name used in the fallback file name (normally the CloudWatch log stream). */
  stream: string;
  /** CloudWatch settings; null or undefined means "not configured": every entry goes to the file. */
  cloudWatch?: CloudWatchOptions | null;
  maxDetailsBytes?: number;
  now?: () => Date;
  /** Where write failures are reported; defaults to console.error (spec: "only to the console"). */
  reportError?: (message: string, error: unknown) => void;
}

export interface LogSink {
  /** Never rejects: CloudWatch first (when configured), else or on failure the monthly file, else the console. */
  write(entry: LogEntry): Promise<void>;
}

const consoleError = (message: string, error: unknown) => {
  console.error(message, error instanceof Error ? error.message : error);
};

export function createLogSink(options: LogSinkOptions): LogSink {
  const now = options.now ?? (() => new Date());
  const reportError = options.reportError ?? consoleError;
  const maxBytes = options.maxDetailsBytes ?? DEFAULT_MAX_DETAILS_BYTES;
  const sender: CloudWatchSender | null = options.cloudWatch
    ? createCloudWatchSender(options.cloudWatch)
    : null;
  // One chain for every write: sends never race on the sequence token, and lines keep their order.
  let queue: Promise<void> = Promise.resolve();

  async function deliver(entry: LogEntry): Promise<void> {
    const at = now();
    const record = {
      category: entry.category,
      ...(entry.source ? { source: entry.source } : {}),
      details: sanitiseDetails(entry.details, maxBytes),
      timestamp: at.toISOString(),
    };
    const message = JSON.stringify(record);
    if (sender) {
      try {
        await sender.send(message, at.getTime());
        return;
      } catch {
        // Spec 000 §7: a failed send is ignored and the entry goes to the monthly file instead.
      }
    }
    try {
      await appendMonthlyLine(options.logDir, options.stream, message, at);
    } catch (error) {
      reportError(`log sink: could not append to ${options.logDir}`, error);
    }
  }

  return {
    write(entry) {
      const next = queue.then(() => deliver(entry));
      queue = next.catch(() => undefined);
      return next.catch((error: unknown) => reportError('log sink: write failed', error));
    },
  };
}
