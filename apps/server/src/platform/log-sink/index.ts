export {
  createLogSink,
  type LogSink,
  type LogSinkOptions,
  type LogEntry,
  type LogCategory,
} from './log-sink.js';
export type { CloudWatchOptions } from './cloudwatch-sender.js';
export { monthlyFileName } from './monthly-file.js';
export { redactDetails, sanitiseDetails, REDACTED } from './redact.js';
export { createLogSinkFromConfig, logSinkOptionsFromConfig } from './from-config.js';
