import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogSink, type CloudWatchOptions } from './index.js';
import { monthlyFileName } from './monthly-file.js';

interface Captured {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A local stand-in for the CloudWatch Logs endpoint: records calls, answers with a scripted reply. */
async function startFakeCloudWatch(reply: (index: number) => { status: number; body: unknown }) {
  const calls: Captured[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
      const answer = reply(calls.length - 1);
      res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { calls, endpoint: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

function cloudWatch(endpoint: string): CloudWatchOptions {
  return {
    region: 'us-east-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'fake-secret',
    logGroupName: 'cover-web',
    logStreamName: 'web-client',
    endpoint,
  };
}

const fixedNow = () => new Date('2026-11-05T10:00:00.000Z');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'log-sink-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

async function fileLines(stream = 'web-client'): Promise<Record<string, unknown>[]> {
  const text = await readFile(path.join(dir, monthlyFileName(stream, fixedNow())), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('monthlyFileName', () => {
  it('is stream_MM_YYYY.txt with a two-digit month', () => {
    expect(monthlyFileName('web-client', new Date('2026-03-31T12:00:00Z'))).toBe('web-client_03_2026.txt');
    expect(monthlyFileName('a/b c', new Date('2026-11-01T00:00:00Z'))).toBe('a-b-c_11_2026.txt');
  });
});

describe('createLogSink with CloudWatch', () => {
  it('sends PutLogEvents and reuses the returned sequence token on the next send', async () => {
    const fake = await startFakeCloudWatch((i) => ({
      status: 200,
      body: { nextSequenceToken: `token-${i + 1}` },
    }));
    try {
      const sink = createLogSink({
        logDir: dir,
        stream: 'web-client',
        cloudWatch: cloudWatch(fake.endpoint),
        now: fixedNow,
      });
      await sink.write({ category: 'error', details: { message: 'boom', password: 'p' } });
      await sink.write({ category: 'info', details: 'second' });

      expect(fake.calls).toHaveLength(2);
      const [first, second] = fake.calls;
      expect(first?.headers['x-amz-target']).toBe('Logs_20140328.PutLogEvents');
      expect(first?.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/logs\//,
      );
      expect(first?.body.logGroupName).toBe('cover-web');
      expect(first?.body.logStreamName).toBe('web-client');
      expect(first?.body).not.toHaveProperty('sequenceToken');
      expect(second?.body.sequenceToken).toBe('token-1');

      const events = first?.body.logEvents as { message: string; timestamp: number }[];
      expect(events).toHaveLength(1);
      expect(events[0]?.timestamp).toBe(fixedNow().getTime());
      expect(JSON.parse(events[0]?.message ?? '')).toEqual({
        category: 'error',
        details: { message: 'boom', password: '[redacted]' },
        timestamp: '2026-11-05T10:00:00.000Z',
      });
      await expect(readdir(dir)).resolves.toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('serialises concurrent writes so each send carries the previous token', async () => {
    const fake = await startFakeCloudWatch((i) => ({
      status: 200,
      body: { nextSequenceToken: `t${i + 1}` },
    }));
    try {
      const sink = createLogSink({
        logDir: dir,
        stream: 'web-client',
        cloudWatch: cloudWatch(fake.endpoint),
        now: fixedNow,
      });
      await Promise.all([1, 2, 3].map((n) => sink.write({ category: 'info', details: { n } })));
      expect(fake.calls.map((c) => c.body.sequenceToken)).toEqual([undefined, 't1', 't2']);
    } finally {
      await fake.close();
    }
  });

  it('falls back to the monthly file when the service answers 500, without throwing', async () => {
    const fake = await startFakeCloudWatch(() => ({
      status: 500,
      body: { __type: 'ServiceUnavailableException', message: 'down' },
    }));
    try {
      const sink = createLogSink({
        logDir: dir,
        stream: 'web-client',
        cloudWatch: cloudWatch(fake.endpoint),
        now: fixedNow,
      });
      await sink.write({ category: 'warning', details: { step: 'quote' }, source: 'retail' });
      expect(fake.calls).toHaveLength(1);
      expect(await fileLines()).toEqual([
        {
          category: 'warning',
          source: 'retail',
          details: { step: 'quote' },
          timestamp: '2026-11-05T10:00:00.000Z',
        },
      ]);
    } finally {
      await fake.close();
    }
  });

  it('falls back to the file when the endpoint is unreachable', async () => {
    const fake = await startFakeCloudWatch(() => ({ status: 200, body: {} }));
    await fake.close();
    const sink = createLogSink({
      logDir: dir,
      stream: 'web-client',
      cloudWatch: cloudWatch(fake.endpoint),
      now: fixedNow,
    });
    await sink.write({ category: 'error', details: 'offline' });
    expect((await fileLines())[0]?.details).toBe('offline');
  });
});

describe('createLogSink without CloudWatch', () => {
  it('appends one JSON line per entry, creating the directory', async () => {
    const logDir = path.join(dir, 'nested', 'logs');
    const sink = createLogSink({ logDir, stream: 'web-client', now: fixedNow });
    await sink.write({ category: 'info', details: { a: 1 } });
    await sink.write({ category: 'error', details: { otp: '123456', reason: 'x' } });
    const text = await readFile(path.join(logDir, 'web-client_11_2026.txt'), 'utf8');
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { details: unknown });
    expect(lines.map((l) => l.details)).toEqual([{ a: 1 }, { otp: '[redacted]', reason: 'x' }]);
  });

  it('reports a write failure only to the console and does not throw', async () => {
    const notADir = path.join(dir, 'file.txt');
    await writeFile(notADir, 'occupied');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sink = createLogSink({ logDir: notADir, stream: 'web-client', now: fixedNow });
    await expect(sink.write({ category: 'error', details: 'lost' })).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(String(spy.mock.calls[0]?.[0])).toContain('log sink');
    // The sink keeps working after a failure.
    const ok = createLogSink({ logDir: dir, stream: 'web-client', now: fixedNow });
    await ok.write({ category: 'info', details: 'after' });
    expect((await fileLines())[0]?.details).toBe('after');
  });
});
