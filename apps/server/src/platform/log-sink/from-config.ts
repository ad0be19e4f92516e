import type { AppConfig } from '../../config.js';
import { createLogSink, type LogSink, type LogSinkOptions } from './log-sink.js';

type LogSinkConfig = Pick<
  AppConfig,
  | 'LOG_DIR'
  | 'AWS_REGION'
  | 'AWS_ACCESS_KEY_ID'
  | 'AWS_SECRET_ACCESS_KEY'
  | 'CLOUDWATCH_LOG_GROUP'
  | 'CLOUDWATCH_LOG_STREAM'
  | 'CLOUDWATCH_ENDPOINT'
>;

/** CloudWatch is used only when both credentials are set; otherwise every entry goes to the monthly file. */
export function logSinkOptionsFromConfig(config: LogSinkConfig): LogSinkOptions {
  return {
    logDir: config.LOG_DIR,
    stream: config.CLOUDWATCH_LOG_STREAM,
    cloudWatch:
      config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
        ? {
            region: config.AWS_REGION,
            accessKeyId: config.AWS_ACCESS_KEY_ID,
            secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
            logGroupName: config.CLOUDWATCH_LOG_GROUP,
            logStreamName: config.CLOUDWATCH_LOG_STREAM,
            ...(config.CLOUDWATCH_ENDPOINT ? { endpoint: config.CLOUDWATCH_ENDPOINT } : {}),
          }
        : null,
  };
}

export function createLogSinkFromConfig(config: LogSinkConfig): LogSink {
  return createLogSink(logSinkOptionsFromConfig(config));
}
