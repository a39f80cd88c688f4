// The dashboard's project list of each user, kept in this process's memory: the list is the first
// read of every visit and of every return to the dashboard, and changes far less often than it is
// read. Migrations 0007's and 0008's triggers announce every change to what a list shows (a project
// created, renamed or deleted; a video added, moved or removed, or given a poster or thumbnail) on PROJECT_LISTS_CHANGED_CHANNEL with the
// owner's id, and this process's own changes are told to it directly (projectListChangedHere), so
// a list is never older than the last change its owner can see. See platform/db/notified-cache.ts.
import type { Project } from '@captionist/contracts';
import type { DatabaseHandle } from '../../platform/db/client';
import { changedHere, createNotifiedCache, type NotifiedCache } from '../../platform/db/notified-cache';

export const PROJECT_LISTS_CHANGED_CHANNEL = 'captionist_project_lists_changed';

// Bounds memory whatever the number of users and projects: counted in projects listed.
const MAX_CACHED_PROJECTS = 50_000;
const CACHE_TTL_MS = 30_000;

export type ProjectListCache = NotifiedCache<Project[]>;

export const createProjectListCache = (
  database: DatabaseHandle,
  onListenError?: (err: Error) => void,
): Promise<ProjectListCache> =>
  createNotifiedCache<Project[]>(database, {
    channel: PROJECT_LISTS_CHANGED_CHANNEL,
    maxSize: MAX_CACHED_PROJECTS,
    sizeOf: (list) => list.length,
    ttlMs: CACHE_TTL_MS,
    onListenError,
  });

/** Called after this process changed what `userId`'s project list shows. */
export const projectListChangedHere = (userId: string) => changedHere(PROJECT_LISTS_CHANGED_CHANNEL, userId);
