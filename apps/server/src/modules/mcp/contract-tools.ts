// An MCP tool made from an API route's contract: its input is the route's own params, query and
// body schemas side by side (so a tool's arguments are checked as the route checks them), and
// its answer is the route's `data`, or the route's error message for the agent to act on.
import type { RouteContract } from '@captionist/contracts';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ApiAnswer, ApiCaller } from './api-caller';

export interface ContractTool {
  name: string;
  title: string;
  description: string;
  contract: RouteContract;
  /** Renames route parameters for agents (`vid` → `video_id`). */
  paramNames?: Record<string, string>;
}

const shapeOf = (schema: z.ZodType | undefined): z.ZodRawShape =>
  schema instanceof z.ZodObject ? schema.shape : {};

/** The tool's input: the route's params (renamed), query fields and body fields, or `body` whole. */
export function toolInputShape(tool: ContractTool): z.ZodRawShape {
  const { contract, paramNames = {} } = tool;
  const params = Object.fromEntries(
    Object.entries(shapeOf(contract.params)).map(([name, schema]) => [paramNames[name] ?? name, schema]),
  );
  const body =
    contract.body instanceof z.ZodObject ? contract.body.shape : contract.body ? { body: contract.body } : {};
  return { ...params, ...shapeOf(contract.query), ...body };
}

/** Splits a tool's arguments back into the route's params, query and body. */
export function routeInput(tool: ContractTool, args: Record<string, unknown>) {
  const { contract, paramNames = {} } = tool;
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const rest = { ...args };
  for (const name of Object.keys(shapeOf(contract.params))) {
    const given = paramNames[name] ?? name;
    params[name] = rest[given];
    delete rest[given];
  }
  for (const name of Object.keys(shapeOf(contract.query))) {
    query[name] = rest[name];
    delete rest[name];
  }
  const body = !contract.body ? undefined : contract.body instanceof z.ZodObject ? rest : rest.body;
  return { params, query, body };
}

export function toolResult(answer: ApiAnswer): CallToolResult {
  if (answer.statusCode < 300) {
    return { content: [{ type: 'text', text: JSON.stringify(answer.data ?? null, null, 2) }] };
  }
  const details = answer.errors
    ? `\n${Object.entries(answer.errors)
        .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
        .join('\n')}`
    : '';
  return {
    isError: true,
    content: [{ type: 'text', text: `${answer.statusCode}: ${answer.message}${details}` }],
  };
}

export function registerContractTool(server: McpServer, call: ApiCaller, tool: ContractTool): void {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: toolInputShape(tool),
      annotations: { readOnlyHint: tool.contract.method === 'GET', openWorldHint: false },
    },
    async (args: Record<string, unknown>) => toolResult(await call(tool.contract, routeInput(tool, args))),
  );
}
