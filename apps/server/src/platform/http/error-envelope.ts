// Maps every failure to the response envelope of ARCHITECTURE.md, in one place.
// Never a stack trace: unexpected errors are logged and answered with a generic message.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
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
  FST_ERR_BAD_URL: { status: 400, message: 'The address of this request is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address of this request is too long.' },
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
  if (error instanceof AppError && error.headers) reply.headers(error.headers);
  return reply.status(statusCode).send(body);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed request line, headers
 * too large): the same envelope, written straight to the socket.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request could not be read.'];
  const body = JSON.stringify({ status: 'error', message } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
