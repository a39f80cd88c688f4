// Maps every failure to the response envelope of ARCHITECTURE.md, in one place.
// Never a stack trace: unexpected errors are logged and answered with a generic message.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './app-error';

export interface ErrorEnvelope {
  status: 'error';
  message: string;
  errors?: FieldErrors;
}

export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

// Fastify's own errors for malformed requests, worded for people.
const fastifyCodes: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty but its Content-Type says JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported Content-Type. Send JSON (application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body length does not match its Content-Length header.',
  },
};

export function toErrorEnvelope(error: unknown): { statusCode: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: { status: 'error', message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid value.'];
    }
    return toErrorEnvelope(AppError.invalid(errors));
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  if (known) return { statusCode: known.status, body: { status: 'error', message: known.message } };
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { statusCode: status, body: { status: 'error', message: 'The request could not be processed.' } };
  }
  return { statusCode: 500, body: { status: 'error', message: UNEXPECTED_ERROR_MESSAGE } };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, body } = toErrorEnvelope(error);
  // Expected failures (AppError, even a 503 "not configured") are part of the product, not faults.
  if (statusCode >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode, message: body.message }, 'request rejected');
  return reply.status(statusCode).send(body);
}
