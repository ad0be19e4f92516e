import { describe, expect, it } from 'vitest';
import type { SagaLog } from '@cover/domain';
import { MAX_STACK_LENGTH, createClientLogger, logEndpoint, scrub } from './client-log';

function setup(pathname = '/retail/policies', options: Parameters<typeof createClientLogger>[0] = {}) {
  const sent: { url: string; entry: SagaLog }[] = [];
  let time = 1_000_000;
  const logger = createClientLogger({
    transport: (url, entry) => sent.push({ url, entry }),
    now: () => time,
    location: () => ({ pathname, origin: 'https://cover.test' }),
    userAgent: () => 'TestBrowser/1.0',
    ...options,
  });
  return { logger, sent, advance: (ms: number) => (time += ms) };
}

const details = (entry: SagaLog | undefined) => (entry?.details ?? {}) as Record<string, string | undefined>;

describe('client log', () => {
  it('posts an error entry with message, truncated stack, url and user agent', () => {
    const { logger, sent } = setup();
    const error = new Error('Cannot read properties of undefined');
    error.stack = `Error: Cannot read properties of undefined\n${'    at render (app.js:1:1)\n'.repeat(400)}`;
    expect(logger.error(error)).toBe(true);

    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/retail/sagaLog');
    expect(sent[0]?.entry.category).toBe('error');
    const sentDetails = details(sent[0]?.entry);
    expect(sentDetails.message).toBe('Error: Cannot read properties of undefined');
    expect(sentDetails.stack?.length).toBeLessThanOrEqual(MAX_STACK_LENGTH);
    expect(sentDetails.stack).toMatch(/^Error: Cannot read/);
    expect(sentDetails.url).toBe('https://cover.test/retail/policies');
    expect(sentDetails.userAgent).toBe('TestBrowser/1.0');
  });

  it('uses the employee endpoint on employee pages', () => {
    expect(logEndpoint('/employee/policies')).toBe('/api/employee/sagaLog');
    expect(logEndpoint('/employee')).toBe('/api/employee/sagaLog');
    expect(logEndpoint('/employees-info')).toBe('/api/retail/sagaLog');
    const { logger, sent } = setup('/employee/claims');
    logger.error(new Error('boom'));
    expect(sent[0]?.url).toBe('/api/employee/sagaLog');
  });

  it('strips tokens, passwords, emails and numbers, and never serialises thrown objects', () => {
    const { logger, sent } = setup();
    logger.error(
      new Error(
        'Login failed for thandi@example.co.za password=Secret123! token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc id 8001015009087 mobile +27821234567 otp: 123456',
      ),
    );
    logger.error({ password: 'Secret123!', idNumber: '8001015009087' });
    const message = details(sent[0]?.entry).message;
    expect(message).not.toMatch(/thandi@|Secret123|eyJhbGci|8001015009087|821234567|123456/);
    expect(message).toContain('[email]');
    expect(message).toContain('password=[redacted]');
    expect(JSON.stringify(sent[1]?.entry)).not.toMatch(/Secret123|8001015009087/);
    expect(details(sent[1]?.entry).message).toBe('Non-error value thrown (object)');
    expect(scrub('Bearer abc.def-ghi')).toBe('Bearer [token]');
  });

  it('sends the same error once per minute and at most five errors per minute', () => {
    const { logger, sent, advance } = setup();
    for (let i = 0; i < 50; i += 1) logger.error(new Error('render loop'));
    expect(sent).toHaveLength(1);

    for (let i = 0; i < 10; i += 1) logger.error(new Error(`distinct ${String.fromCharCode(97 + i)}`));
    expect(sent).toHaveLength(5);

    advance(60_000);
    expect(logger.error(new Error('render loop'))).toBe(true);
    expect(sent).toHaveLength(6);
  });

  it('stops after the per-page limit', () => {
    const { logger, sent, advance } = setup('/', { maxPerSession: 3 });
    for (let i = 0; i < 10; i += 1) {
      logger.error(new Error(`error ${String.fromCharCode(97 + i)}`));
      advance(61_000);
    }
    expect(sent).toHaveLength(3);
  });
});
