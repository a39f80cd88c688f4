// The MCP server an agent talks to (docs/mcp.md): the contract tools, plus two that take more
// than one route (applying a template, uploading from a URL). One per request: the server is
// stateless, and each instance acts with the key of the request that made it.
import { captionSettingsApi, templateApi, videoApi } from '@captionist/contracts';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import type { ApiCaller } from './api-caller';
import { registerContractTool, toolResult } from './contract-tools';
import { contractTools } from './mcp-tools';
import { uploadFromUrl } from './url-uploads';

const INSTRUCTIONS = `Captionist turns talking videos into captioned short videos.
Typical flow: list_projects (or create_project) → upload_video_from_url → get_video until its
status is ready and its transcript is there → edit_words / apply_template → start_render →
get_render until done → get_download_link. Long recordings: find_clips, then accept_clips.
Who speaks: find_speakers, list_speakers until its status is done, rename_speaker.
Every tool acts as the user whose API key you were given, within that key's scopes.`;

const id = z.string().max(64);

export function createMcpServer(app: FastifyInstance, config: Config, call: ApiCaller): McpServer {
  const server = new McpServer({ name: 'captionist', version: '1.0.0' }, { instructions: INSTRUCTIONS });
  for (const tool of contractTools) registerContractTool(server, call, tool);

  server.registerTool(
    'apply_template',
    {
      title: 'Apply a caption template',
      description: "Gives the video a template's caption style (ids from list_templates).",
      inputSchema: { video_id: id, template_id: id },
      annotations: { readOnlyHint: false, openWorldHint: false },
    },
    async ({ video_id, template_id }) => {
      const templates = await call(templateApi.list, {});
      if (templates.statusCode >= 300) return toolResult(templates);
      const template = (templates.data as { id: string; settings: Record<string, unknown> }[]).find(
        (candidate) => candidate.id === template_id,
      );
      if (!template) return toolResult({ statusCode: 404, message: 'No such template: see list_templates.' });
      const video = await call(videoApi.get, { params: { vid: video_id } });
      if (video.statusCode >= 300) return toolResult(video);
      const { edit_version } = video.data as { edit_version: number };
      return toolResult(
        await call(captionSettingsApi.save, {
          params: { vid: video_id },
          body: { settings: template.settings, base_version: edit_version },
        }),
      );
    },
  );

  server.registerTool(
    'upload_video_from_url',
    {
      title: 'Upload a video from a URL',
      description:
        'Fetches a video file from a URL (only from the origins this server allows) into a project; ' +
        'it is then processed and transcribed (follow it with get_video).',
      inputSchema: {
        project_id: id,
        url: z.string().max(2048),
        name: z.string().trim().min(1).max(100).optional(),
        language: z.string().max(16).optional(),
      },
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    async (input) => toolResult(await uploadFromUrl(app, config, call, input)),
  );
  return server;
}
