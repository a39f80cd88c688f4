// Deleting stored files happens in a job: many files (a project's videos, renders and proxies)
// never hold up a request, and a failure is retried. Prefixes are always built by the server.
import type { JobQueue } from '../queue/job-queue';
import type { StorageDriver } from './storage-driver';

export interface DeletePrefixJob {
  prefix: string;
}

export function queueDeletePrefix(queue: JobQueue, prefix: string): Promise<string | null> {
  return queue.send<DeletePrefixJob>('storage.delete-prefix', { prefix });
}

export async function workDeletePrefix(queue: JobQueue, storage: StorageDriver): Promise<void> {
  await queue.work<DeletePrefixJob>('storage.delete-prefix', ({ data }) => storage.deletePrefix(data.prefix));
}
