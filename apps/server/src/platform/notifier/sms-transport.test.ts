import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmsTransport, SMS_TIMEOUT_MS, SmsDeliveryError, type SmsTransport } from './sms-transport.js';
import { startSmsProviderStandIn, type SmsProviderStandIn } from './testing/sms-provider-stand-in.js';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function failureOf(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SmsDeliveryError))
    throw new Error(`expected an SmsDeliveryError, got ${String(error)}`);
  return error;
}

let provider: SmsProviderStandIn;
let transport: SmsTransport | undefined;

beforeAll(async () => {
  provider = await startSmsProviderStandIn();
});
afterAll(async () => {
  await provider.close();
});
beforeEach(() => provider.reset());
afterEach(() => {
  transport?.close();
  transport = undefined;
});

describe('createSmsTransport (BulkSMS JSON shape)', () => {
  it('posts the message as JSON to {url}/messages with Basic auth and the sender id', async () => {
    transport = createSmsTransport({
      url: provider.url,
      tokenId: 'token-id',
      tokenSecret: 'token-secret',
      from: 'TelkomCover',
    });
    await transport.send({ to: '+27821234567', text: 'Telkom Cover: 123456 is your code.' });

    expect(provider.received).toEqual([
      {
        method: 'POST',
        url: '/v1/messages',
        authorization: basic('token-id', 'token-secret'),
        contentType: 'application/json',
        body: { to: '+27821234567', body: 'Telkom Cover: 123456 is your code.', from: 'TelkomCover' },
      },
    ]);
  });

  it('leaves out the sender when none is set and accepts a base URL with a trailing slash', async () => {
    transport = createSmsTransport({ url: `${provider.url}/`, tokenId: 'id', tokenSecret: 'secret' });
    await transport.send({ to: '+27731234567', text: 'Hello' });
    expect(provider.received[0]?.url).toBe('/v1/messages');
    expect(provider.received[0]?.body).toEqual({ to: '+27731234567', body: 'Hello' });
  });

  it('throws a coded error for a non-2xx answer, without the number or the text', async () => {
    provider.state.mode = 'fail';
    transport = createSmsTransport({ url: provider.url, tokenId: 'id', tokenSecret: 'secret' });
    const error = await failureOf(transport.send({ to: '+27821234567', text: 'Code 654321' }));
    expect(error).toMatchObject({ code: 'SMS_PROVIDER_REJECTED', status: 500 });
    expect(error.message).toBe('the SMS provider answered HTTP 500');
    expect(provider.received).toHaveLength(1);
  });

  it('gives up after the timeout when the provider does not answer (10 s by default)', async () => {
    expect(SMS_TIMEOUT_MS).toBe(10_000);
    provider.state.mode = 'hang';
    transport = createSmsTransport({
      url: provider.url,
      tokenId: 'id',
      tokenSecret: 'secret',
      timeoutMs: 200,
    });
    const started = Date.now();
    const error = await failureOf(transport.send({ to: '+27821234567', text: 'Code 654321' }));
    expect(error.code).toBe('SMS_TIMEOUT');
    expect(error.message).not.toMatch(/654321|821234567/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(provider.received).toHaveLength(1);
  });

  it('throws a network error when nothing listens at the address', async () => {
    const gone = await startSmsProviderStandIn();
    await gone.close();
    transport = createSmsTransport({ url: gone.url, tokenId: 'id', tokenSecret: 'secret' });
    const error = await failureOf(transport.send({ to: '+27821234567', text: 'Code 654321' }));
    expect(error.code).toBe('SMS_NETWORK_ERROR');
    expect(error.message).not.toMatch(/654321|821234567/);
  });

  it('refuses to send once closed', async () => {
    transport = createSmsTransport({ url: provider.url, tokenId: 'id', tokenSecret: 'secret' });
    transport.close();
    const error = await failureOf(transport.send({ to: '+27821234567', text: 'Hello' }));
    expect(error.code).toBe('SMS_TRANSPORT_CLOSED');
    expect(provider.received).toHaveLength(0);
  });
});
