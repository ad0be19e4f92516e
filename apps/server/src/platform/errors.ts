import { apiErrorSchema, type ApiError } from '@cover/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SQLSTATE, sqlStateOf } from './db-errors.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
export const VALIDATION_MESSAGE = 'Please correct the highlighted fields';

/** An expected failure with a status, a stable machine code, a user-facing message and optional field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'We could not find what you were looking for.') =>
  new AppError(404, 'NOT_FOUND', message);

/** Framework errors whose meaning we know, mapped to our codes and messages. */
const FRAMEWORK_ERRORS: Record<string, { statusCode: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported.',
  },
  FST_ERR_BAD_URL: { statusCode: 400, code: 'BAD_URL', message: 'The address of the request is not valid.' },
  FST_ERR_ASYNC_CONSTRAINT: {
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'The request could not be understood.',
  },
};

/** Database failures a client's request can cause, by SQLSTATE: never a 500, never the driver's words. */
const DATABASE_ERRORS: Record<string, { statusCode: number; code: string; message: string }> = {
  [SQLSTATE.uniqueViolation]: {
    statusCode: 409,
    code: 'ALREADY_EXISTS',
    message: 'This already exists. Please refresh and try again.',
  },
  [SQLSTATE.foreignKeyViolation]: {
    statusCode: 409,
    code: 'CONFLICT',
    message: 'This conflicts with the current state. Please refresh and try again.',
  },
  [SQLSTATE.serializationFailure]: {
    statusCode: 503,
    code: 'BUSY',
    message: 'We are busy right now. Please try again in a moment.',
  },
  [SQLSTATE.deadlockDetected]: {
    statusCode: 503,
    code: 'BUSY',
    message: 'We are busy right now. Please try again in a moment.',
  },
  ...Object.fromEntries(
    [
      SQLSTATE.stringTooLong,
      SQLSTATE.invalidTextRepresentation,
      SQLSTATE.characterNotInRepertoire,
      SQLSTATE.untranslatableCharacter,
      SQLSTATE.numericOutOfRange,
    ].map((state) => [
      state,
      { statusCode: 400, code: 'INVALID_VALUE', message: 'Some of the values sent are not valid.' },
    ]),
  ),
};

/** Codes and messages for other client errors raised by the framework or its plugins, by status. */
const STATUS_ERRORS: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
  401: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
  403: { code: 'FORBIDDEN', message: 'You are not allowed to do that.' },
  404: { code: 'NOT_FOUND', message: 'We could not find what you were looking for.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'This response format is not available.' },
  409: { code: 'CONFLICT', message: 'This conflicts with the current state. Please refresh and try again.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  414: { code: 'URI_TOO_LONG', message: 'The address of the request is too long.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
  503: { code: 'UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again shortly.' },
};

/** A zod issue path such as /beneficiaries/0/name becomes beneficiaries.0.name; an empty path names the part. */
function fieldName(instancePath: string, part: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || part || 'body';
}

type ValidationFailure = Pick<FastifyError, 'validationContext'> & {
  validation: { instancePath: string; message?: string }[];
};

const isValidationFailure = (error: Error): error is Error & ValidationFailure =>
  'validation' in error && Array.isArray(error.validation);

/** Request validation (zod through the type provider, or any JSON schema) names every offending field. */
function validationError(error: ValidationFailure): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const name = fieldName(issue.instancePath, error.validationContext);
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, fields);
}

/** Turns any thrown value into an AppError; unknown failures become a 500 with a generic message. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof Error)) return new AppError(500, 'INTERNAL', INTERNAL_ERROR_MESSAGE);
  if (isValidationFailure(error)) return validationError(error);
  const sqlState = sqlStateOf(error);
  const database = sqlState === undefined ? undefined : DATABASE_ERRORS[sqlState];
  if (database) return new AppError(database.statusCode, database.code, database.message);
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) return new AppError(known.statusCode, known.code, known.message);
  const status = fastifyError.statusCode;
  const byStatus = status === undefined ? undefined : STATUS_ERRORS[status];
  if (status !== undefined && byStatus) return new AppError(status, byStatus.code, byStatus.message);
  return new AppError(500, 'INTERNAL', INTERNAL_ERROR_MESSAGE);
}

export function errorBody(error: AppError, requestId: string): ApiError {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      requestId,
    },
  };
}

/** Under /idp errors answer in the user-pool protocol's shape, as the pool's own refusals do. */
const isIdpRequest = (url: string) => url === '/idp' || url.startsWith('/idp/') || url.startsWith('/idp?');

function idpErrorType(error: AppError): string {
  if (error.statusCode >= 500) return 'InternalErrorException';
  if (error.statusCode === 429) return 'TooManyRequestsException';
  if (error.statusCode === 413 || error.code === 'VALIDATION_FAILED') return 'InvalidParameterException';
  if (error.statusCode === 404) return 'ResourceNotFoundException';
  return 'SerializationException';
}

/**
 * The one error handler: every failure leaves as the apiErrorSchema envelope (under /idp: the protocol's
 * `{ __type, message }`), never with internals. Unexpected failures are logged with the error's class, a
 * message cut of personal data, the query text without parameters, the route and the request id.
 */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  const route = request.routeOptions?.url;
  if (appError.statusCode >= 500) {
    // The logger's err serializer keeps only what safeErrorForLog allows.
    request.log.error({ err: error, route }, 'request failed');
  } else if (sqlStateOf(error)) {
    // A database refusal answered as a 4xx (a unique violation, say): support needs its SQLSTATE and query.
    request.log.warn(
      { err: error, code: appError.code, statusCode: appError.statusCode, route },
      appError.message,
    );
  } else {
    request.log.info(
      { code: appError.code, statusCode: appError.statusCode, fields: appError.fields, route },
      appError.message,
    );
  }
  if (isIdpRequest(request.url)) {
    const type = idpErrorType(appError);
    return reply
      .code(appError.statusCode >= 500 ? 500 : 400)
      .header('x-amzn-errortype', type)
      .type('application/x-amz-json-1.1')
      .send(JSON.stringify({ __type: type, message: appError.message }));
  }
  return reply.code(appError.statusCode).type('application/json').send(errorBody(appError, request.id));
}

/** Documents error replies of a route in OpenAPI (and checks they keep the envelope's shape). */
export const errorResponses = (...statusCodes: number[]) =>
  Object.fromEntries(statusCodes.map((statusCode) => [statusCode, apiErrorSchema]));
