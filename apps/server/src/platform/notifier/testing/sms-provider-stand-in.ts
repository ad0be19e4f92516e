import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stand-in received it. */
export interface ReceivedSmsRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** 'accept': 201 like BulkSMS; 'fail': 500; 'hang': never answers (for the timeout). */
export type StandInMode = 'accept' | 'fail' | 'hang';

export interface SmsProviderStandIn {
  /** The API base to configure (`SMS_API_URL`); messages are posted to `{url}/messages`. */
  url: string;
  received: ReceivedSmsRequest[];
  state: { mode: StandInMode };
  reset(): void;
  close(): Promise<void>;
}

/** A local HTTP server on a free loopback port standing in for the SMS provider in tests. */
export async function startSmsProviderStandIn(): Promise<SmsProviderStandIn> {
  const received: ReceivedSmsRequest[] = [];
  const state: { mode: StandInMode } = { mode: 'accept' };
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw) as unknown;
      } catch {
        // Kept as text: the test then sees the body was not JSON.
      }
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      if (state.mode === 'hang') {
        hanging.add(response);
        return;
      }
      const status = state.mode === 'accept' ? 201 : 500;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status === 201
            ? [{ id: `provider-${received.length}`, type: 'SENT' }]
            : { status: 500, title: 'Internal server error' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    state,
    reset() {
      received.length = 0;
      state.mode = 'accept';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
