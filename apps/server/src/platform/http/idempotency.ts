// `Idempotency-Key` on the POSTs that create or spend (their contracts say `idempotent: true`;
// docs/api.md): the first request with a key runs and its success is kept for 24 hours; a retry
// with the same key and the same request gets that answer again (with `Idempotent-Replayed:
// true`) and does nothing; the same key with another request is a 422; a retry while the first is
// still running is a 409. Keys belong to the user, whether the requests came with a session or
// with an API key. An error answer is not kept: nothing was done, so a retry runs again.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { sha256Hex } from '../security/hmac';
import { AppError } from './app-error';
import {
  claimIdempotencyKey,
  findIdempotentRequest,
  forgetIdempotentRequest,
  keepIdempotentAnswer,
} from './idempotency-queries';
import { callerUserId } from './register-routes';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 255;

export const idempotencyMessages = {
  badKey: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters.`,
  otherRequest:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still being answered. Try again in a moment.',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** From the route's contract: an Idempotency-Key header is honoured. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs, so that its answer can be kept. */
    idempotencyClaim?: { userId: string; key: string };
  }
}

export const idempotencyPlugin = fp<{ database: DatabaseHandle }>(
  async (app: FastifyInstance, { database }) => {
    const { db } = database;

    // After validation: a request the contract refuses never claims its key.
    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined || !request.routeOptions.config.idempotent) return;
      if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) {
        throw new AppError(422, idempotencyMessages.badKey);
      }
      const userId = callerUserId(request);
      if (!userId) return;
      const requestHash = sha256Hex(JSON.stringify([request.method, request.url, request.body ?? null]));
      if (await claimIdempotencyKey(db, { userId, key: header, requestHash })) {
        request.idempotencyClaim = { userId, key: header };
        return;
      }
      const first = await findIdempotentRequest(db, userId, header);
      // Gone between the two statements (its request failed): this one may run, once.
      if (!first) {
        if (!(await claimIdempotencyKey(db, { userId, key: header, requestHash }))) {
          throw new AppError(409, idempotencyMessages.inProgress);
        }
        request.idempotencyClaim = { userId, key: header };
        return;
      }
      if (first.requestHash !== requestHash) throw new AppError(422, idempotencyMessages.otherRequest);
      if (first.statusCode === null || first.response === null) {
        throw new AppError(409, idempotencyMessages.inProgress);
      }
      return reply
        .code(first.statusCode)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(first.response);
    });

    // Before the answer leaves: a retry arriving a moment later already finds it kept.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = undefined;
      if (reply.statusCode < 300 && typeof payload === 'string') {
        await keepIdempotentAnswer(db, claim, reply.statusCode, payload);
      } else {
        await forgetIdempotentRequest(db, claim);
      }
      return payload;
    });
  },
);
