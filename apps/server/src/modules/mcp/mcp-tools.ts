// The tools an agent gets at /mcp (docs/mcp.md): each one an API route, named for what it does.
import {
  clipsApi,
  projectApi,
  renderApi,
  speakersApi,
  templateApi,
  transcriptionApi,
  videoApi,
} from '@captionist/contracts';
import type { ContractTool } from './contract-tools';

const video = { vid: 'video_id' };
const project = { pid: 'project_id' };

export const contractTools: ContractTool[] = [
  {
    name: 'list_projects',
    title: 'List projects',
    description: "The user's projects, newest first, with their ids and video counts.",
    contract: projectApi.list,
  },
  {
    name: 'create_project',
    title: 'Create a project',
    description: 'Makes a project to upload videos into.',
    contract: projectApi.create,
  },
  {
    name: 'list_videos',
    title: 'List the videos of a project',
    description: "A project's videos, newest first, with their status (processing, ready, failed).",
    contract: videoApi.listByProject,
    paramNames: project,
  },
  {
    name: 'get_video',
    title: 'Read a video and its transcript',
    description:
      'One video: its status, its transcript as timed words (ms), its language and its saved caption style. ' +
      'The transcript is there once transcription_status is done.',
    contract: videoApi.get,
    paramNames: video,
  },
  {
    name: 'edit_words',
    title: 'Save an edited transcript',
    description:
      "Replaces the video's words (each with text, start and end in ms) with the given ones. " +
      'Send base_version from get_video so that nobody else’s edit is overwritten.',
    contract: transcriptionApi.save,
    paramNames: video,
  },
  {
    name: 'list_templates',
    title: 'List caption templates',
    description: 'The caption style templates: the system ones and the user’s own, with their ids.',
    contract: templateApi.list,
  },
  {
    name: 'find_clips',
    title: 'Find clips in a long recording',
    description:
      'Finds the best short clips in a long recording (length: under_30, 30_60, 60_90 or custom), ranked, ' +
      'with their titles and times. accept_clips makes videos of the chosen ones.',
    contract: clipsApi.findClips,
    paramNames: video,
  },
  {
    name: 'accept_clips',
    title: 'Make videos of found clips',
    description: 'Makes a video of each chosen clip, ready to edit and render.',
    contract: clipsApi.acceptClips,
    paramNames: video,
  },
  {
    name: 'list_speakers',
    title: 'List who speaks in a video',
    description:
      "The video's speakers (ids s1, s2, … in the order they first speak) with their names, whether they " +
      'are on screen and how long they speak (ms), their turns, and the analysis status (none, queued, ' +
      'running, done, failed). Each word in get_video carries its speaker id.',
    contract: speakersApi.list,
    paramNames: video,
  },
  {
    name: 'find_speakers',
    title: 'Tell the speakers apart',
    description:
      "Starts the analysis of who speaks when in the video's recording (once the video is transcribed); " +
      'it runs in the background: poll list_speakers until its status is done or failed.',
    contract: speakersApi.find,
    paramNames: video,
  },
  {
    name: 'rename_speaker',
    title: 'Rename a speaker',
    description:
      'Names a speaker (speaker_id such as s1; a name of 1 to 40 characters) or sets their caption colour ' +
      '(#rrggbb, or null for the style’s) in this video. Send base_version: the edit_version from ' +
      'list_speakers, so that nobody else’s edit is overwritten.',
    contract: speakersApi.update,
    paramNames: { ...video, sid: 'speaker_id' },
  },
  {
    name: 'start_render',
    title: 'Render a video',
    description:
      'Starts the render of the video with its captions burned in; it spends one video credit. ' +
      'Give a request_id of your own so that a retry does not spend another.',
    contract: renderApi.request,
    paramNames: video,
  },
  {
    name: 'get_render',
    title: 'Follow a render',
    description: "The video's latest render: status, progress and the estimated time left.",
    contract: renderApi.progress,
    paramNames: video,
  },
  {
    name: 'get_download_link',
    title: 'Get the rendered file',
    description: 'A signed, expiring URL of the newest finished render of the video.',
    contract: renderApi.downloadUrl,
    paramNames: video,
  },
];
