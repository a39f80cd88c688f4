// One log line per request at the default level: Fastify's "incoming request" line moves to debug,
// and its "request completed" line names the request (method, path) itself. Two lines per request
// were about a sixth of a small API request's CPU under load (bench/api-load.ts).
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
