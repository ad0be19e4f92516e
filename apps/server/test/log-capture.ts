import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Points an app's pino logger (and every child logger, which inherit its stream) at an array and turns on
 * every level. Returns the array that collects each log line as written.
 */
export function captureLogs(logger: FastifyBaseLogger): string[] {
  const lines: string[] = [];
  const streamSymbol = Object.getOwnPropertySymbols(logger).find(
    (symbol) => symbol.description === 'pino.stream',
  );
  if (!streamSymbol) throw new Error('not a pino logger');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  Reflect.set(logger, streamSymbol, stream);
  logger.level = 'trace';
  return lines;
}
