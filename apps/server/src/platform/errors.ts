import { apiErrorSchema, type ApiError } from '@cover/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

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

/** Stack traces go to development logs only; elsewhere the log keeps the error's type, code and message. */
function loggable(error: unknown, withStack: boolean): unknown {
  if (withStack || !(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  return { type: error.name, message: error.message, ...(code === undefined ? {} : { code }) };
}

/** The one error handler: every failure leaves as the apiErrorSchema envelope, never with internals. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.statusCode >= 500) {
    const withStack = request.server.config.NODE_ENV === 'development';
    request.log.error({ err: loggable(error, withStack) }, 'request failed');
  } else {
    request.log.info(
      { code: appError.code, statusCode: appError.statusCode, fields: appError.fields },
      appError.message,
    );
  }
  return reply.code(appError.statusCode).type('application/json').send(errorBody(appError, request.id));
}

/** Documents error replies of a route in OpenAPI (and checks they keep the envelope's shape). */
export const errorResponses = (...statusCodes: number[]) =>
  Object.fromEntries(statusCodes.map((statusCode) => [statusCode, apiErrorSchema]));
