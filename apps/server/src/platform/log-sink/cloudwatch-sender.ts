import type * as CloudWatchLogs from '@aws-sdk/client-cloudwatch-logs';

export interface CloudWatchOptions {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  logGroupName: string;
  logStreamName: string;
  /** Overrides the regional endpoint (LocalStack, a test double). */
  endpoint?: string;
  /** Per-request timeout in ms; a slow service falls back to the file instead of holding the caller. */
  requestTimeoutMs?: number;
}

export interface CloudWatchSender {
  /** Sends one event; rejects on any failure. Calls must be serialised by the caller. */
  send(message: string, timestamp: number): Promise<void>;
}

function expectedToken(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'expectedSequenceToken' in error) {
    const token = (error as { expectedSequenceToken?: unknown }).expectedSequenceToken;
    return typeof token === 'string' ? token : undefined;
  }
  return undefined;
}

type Sdk = typeof CloudWatchLogs;

async function createClient(
  options: CloudWatchOptions,
): Promise<{ sdk: Sdk; client: CloudWatchLogs.CloudWatchLogsClient }> {
  // Loaded on the first send: servers without CloudWatch never pay for the SDK at start-up.
  const sdk = await import('@aws-sdk/client-cloudwatch-logs');
  const client = new sdk.CloudWatchLogsClient({
    region: options.region,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
    },
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    maxAttempts: 1,
    requestHandler: { requestTimeout: options.requestTimeoutMs ?? 5000, connectionTimeout: 3000 },
  });
  return { sdk, client };
}

/**
 * PutLogEvents with the sequence token kept in memory: the `nextSequenceToken` of each reply is sent
 * with the next call (spec 000 §7). No SDK retries — a failed send falls back to the monthly file.
 */
export function createCloudWatchSender(options: CloudWatchOptions): CloudWatchSender {
  let connection: ReturnType<typeof createClient> | undefined;
  let sequenceToken: string | undefined;

  return {
    async send(message, timestamp) {
      try {
        connection ??= createClient(options);
        const { sdk, client } = await connection;
        const reply = await client.send(
          new sdk.PutLogEventsCommand({
            logGroupName: options.logGroupName,
            logStreamName: options.logStreamName,
            logEvents: [{ message, timestamp }],
            ...(sequenceToken ? { sequenceToken } : {}),
          }),
        );
        if (reply.nextSequenceToken) sequenceToken = reply.nextSequenceToken;
      } catch (error) {
        // An out-of-date token is corrected by the service's own hint, so the next send succeeds.
        const expected = expectedToken(error);
        if (expected) sequenceToken = expected;
        throw error;
      }
    },
  };
}
