// Headers every response carries: no MIME sniffing, no framing by other sites, no referrer leaks.
import type { FastifyInstance } from 'fastify';

export function addSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
}
