// /mcp: the Model Context Protocol over streamable HTTP (docs/mcp.md), for AI agents, with the
// same API keys as the HTTP API. Stateless: every POST carries its key and gets a fresh server,
// so any API process can answer any request; there is no stream to resume (GET and DELETE 405).
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { bearerToken } from '../api-keys/api-key-secret';
import { apiCaller } from './api-caller';
import { createMcpServer } from './mcp-server';

export const MCP_PATH = '/mcp';

export const mcpMessages = {
  noKey: 'Send an API key: Authorization: Bearer cap_… (make one on your Captionist profile).',
  postOnly: 'This MCP server is stateless: send JSON-RPC messages with POST.',
};

export const mcpRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: MCP_PATH,
    schema: { hide: true },
    handler: async (request, reply) => {
      const { authorization } = request.headers;
      if (!authorization || !bearerToken(authorization)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="captionist"')
          .send({ status: 'error', message: mcpMessages.noKey });
      }
      // The key is checked as the API checks it (unknown, revoked, expired, over its rate).
      const check = await app.inject({ url: '/api/user', headers: { authorization } });
      if (check.statusCode === 401 || check.statusCode === 429) {
        return reply.code(check.statusCode).headers(pick(check.headers, 'retry-after')).send(check.json());
      }
      if (request.method !== 'POST') {
        return reply
          .code(405)
          .header('allow', 'POST')
          .send({ jsonrpc: '2.0', error: { code: -32000, message: mcpMessages.postOnly }, id: null });
      }
      const server = createMcpServer(app, context.config, apiCaller(app, authorization));
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.setHeader('x-request-id', request.id);
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
};

function pick(headers: Record<string, unknown>, name: string): Record<string, string> {
  const value = headers[name];
  return typeof value === 'string' ? { [name]: value } : {};
}
