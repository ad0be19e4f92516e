import { outboxListSchema, publicConfigSchema } from '@cover/domain';
import {
  codeInMessage,
  httpPoolChannel,
  signInPoolUserVia,
} from '../../src/modules/policy-holders/testing/pool-users.js';

/** An answer read to its end: only then has the server acknowledged the request. */
export interface Answer {
  status: number;
  body: unknown;
  /** The idempotent-replayed header ('true' on a replay). */
  replayed: boolean;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  idempotencyKey?: string;
}

/** Calls one running server over HTTP as one signed-in user (or nobody). */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly accessToken?: string,
  ) {}

  /** The same user against another process (e.g. the server restarted on the same data). */
  on(baseUrl: string): ApiClient {
    return new ApiClient(baseUrl, this.accessToken);
  }

  async call(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<Answer> {
    const url = new URL(path, this.baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {}))
      url.searchParams.set(name, String(value));
    const headers: Record<string, string> = {};
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  }

  /** Calls and insists on `status`, naming the call and its answer otherwise. */
  async expect(status: number, method: 'GET' | 'POST', path: string, options: CallOptions = {}) {
    const answer = await this.call(method, path, options);
    if (answer.status !== status)
      throw new Error(
        `${method} ${path} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body)}`,
      );
    return answer.body;
  }
}

/** The code in the newest development-mailbox message to `to` (the mailbox answers this machine only). */
async function mailboxCode(baseUrl: string, to: string): Promise<string> {
  const list = outboxListSchema.parse(await new ApiClient(baseUrl).expect(200, 'GET', '/api/dev/outbox'));
  const code = list.messages
    .filter((message) => message.to === to)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((message) => codeInMessage(message.text))
    .find(Boolean);
  if (!code) throw new Error(`the development mailbox holds no code for ${to}`);
  return code;
}

/** Signs a new retail user up (confirmed through the development mailbox) and in, over HTTP. */
export async function signUpRetailUser(baseUrl: string, idNumber: string, email: string): Promise<ApiClient> {
  const config = publicConfigSchema.parse(await new ApiClient(baseUrl).expect(200, 'GET', '/api/config'));
  const channel = httpPoolChannel(baseUrl, (to) => mailboxCode(baseUrl, to));
  // A retail user's pool username is their SA ID number (the policy holder must carry the same one).
  const user = await signInPoolUserVia(channel, config.identity.retail.userPoolClientId, idNumber, { email });
  return new ApiClient(baseUrl, user.accessToken);
}
