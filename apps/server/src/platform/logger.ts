import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import type { AppConfig } from '../config.js';
import { currentRequest } from './request-context.js';
import { safeErrorForLog } from './safe-error.js';

/** Secrets never reach the logs. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // Plugins that log the headers they were given (the multipart parser at trace level logs its options).
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.password',
  '*.pass',
  '*.code',
  '*.token',
];

/** What a request log line says of the request it belongs to. */
export type LoggedRequest = {
  method: string;
  /** The matched route pattern (e.g. /api/retail/user/getAdminUser), never the raw URL. */
  route: string;
  host: string | undefined;
  remoteAddress: string | undefined;
};

/**
 * The request as the logs see it: the route's pattern in place of the URL, because the spec's GET calls
 * carry ID numbers and user names in their query strings (getAdminUser?userName=,
 * getPolicyHolderByIdNumber?idNumber=) and path parameters can hold policy or claim numbers. A request
 * that matched no route is logged as "(no route)".
 */
export function loggedRequest(request: FastifyRequest): LoggedRequest {
  return {
    method: request.method,
    route: request.routeOptions?.url ?? '(no route)',
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Marks Fastify's per-request loggers (and, through pino's prototype chain, their children): they bind reqId. */
const BINDS_REQUEST_ID = Symbol('cover.bindsRequestId');

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogCall = (...args: unknown[]) => void;
/** Fastify's logger is pino's, which also answers these. */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean; bindings(): Bindings };

/**
 * A request's logger that makes its pino child (bound to `reqId`) only when a line is written at an enabled
 * level. Making the child serialises its bindings through the redaction, ~10 µs (a tenth of a small reply).
 * At the default level (info) every request writes its two access lines, so the child is made anyway; at
 * warn and above a request that goes well writes nothing and makes none.
 */
class RequestLogger {
  #child: PinoLogger | undefined;

  constructor(
    private readonly parent: PinoLogger,
    private readonly ownBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): PinoLogger {
    if (!this.#child) {
      this.#child = this.parent.child(this.ownBindings, this.options) as PinoLogger;
      Reflect.set(this.#child, BINDS_REQUEST_ID, true);
    }
    return this.#child;
  }

  #write(level: LevelName, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    (this.#logger()[level] as LogCall)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }

  bindings(): Bindings {
    return { ...this.parent.bindings(), ...this.ownBindings };
  }
}

/**
 * Fastify's `childLoggerFactory`: the request logger as Fastify makes it (bound to `reqId`), marked so the
 * mixin below does not write the id a second time, and made only when the request writes a line. A route
 * with its own level gets its child at once (the level is the child's).
 */
export const requestChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  if (options.level !== undefined) {
    const child: FastifyBaseLogger = logger.child(bindings, options);
    Reflect.set(child, BINDS_REQUEST_ID, true);
    return child;
  }
  return new RequestLogger(logger as PinoLogger, bindings, options) as unknown as FastifyBaseLogger;
};

/**
 * pino's `mixin`: a line written while a request is handled carries its `reqId`, whichever logger wrote it
 * (module code logs through app.log and its children, which know nothing of the request). Lines of
 * background work, outside any request, carry none.
 */
export function requestIdMixin(_fields: object, _level: number, logger: unknown): object {
  const request = currentRequest();
  // pino merges the line's own fields into what this returns, so each call returns a new object.
  if (!request || Reflect.get(logger as object, BINDS_REQUEST_ID) === true) return {};
  return { reqId: request.reqId };
}

/**
 * pino options for Fastify's logger: JSON lines on stdout, secrets redacted, no raw URLs, errors only as
 * safeErrorForLog describes them (stack frames in development only), and the request id on every line
 * written while a request is handled (pair with `requestChildLogger` and trackRequestContext).
 */
export function loggerOptions(
  config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'>,
): NonNullable<FastifyServerOptions['logger']> {
  const withStack = config.NODE_ENV === 'development';
  return {
    level: config.LOG_LEVEL,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    mixin: requestIdMixin,
    serializers: {
      req: loggedRequest,
      // pino's type expects its own error shape; ours is deliberately smaller.
      err: ((error: unknown) => safeErrorForLog(error, { withStack })) as never,
    },
  };
}
