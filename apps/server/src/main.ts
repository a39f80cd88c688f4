// Entry point: `serve` (HTTP API + SPA), `worker` (queue workers), `all` (both, the embedded
// default), `migrate` (apply migrations and seeds, then exit), `models` (install whisper models).
import type { FastifyInstance } from 'fastify';
import { openAdminChannel } from './admin/admin-channel';
import { registerWorkers } from './jobs/register-workers';
import { runModelsCommand } from './modules/transcription/models/models-command';
import { ConfigError, loadConfig } from './platform/config';
import { buildApp } from './platform/http/build-app';
import { containJobCrashes } from './platform/queue/job-crash-containment';
import { appRoutes } from './routes';
import { createRuntime } from './runtime';

const commands = ['serve', 'worker', 'all', 'migrate', 'models'] as const;
type Command = (typeof commands)[number];

async function main(argv: string[]): Promise<void> {
  const command = (argv[0] ?? 'all') as Command;
  if (!commands.includes(command)) {
    process.stderr.write(`Unknown command "${command}". Use one of: ${commands.join(', ')}.\n`);
    process.exit(2);
  }
  // Needs no database and only the model settings: it also runs while building an image.
  if (command === 'models') {
    process.exitCode = await runModelsCommand(argv.slice(1));
    return;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const runtime = await createRuntime(config);
  if (command === 'migrate') {
    runtime.logger.info('migrations and seeds applied');
    await runtime.close();
    return;
  }

  // The embedded database admits one process: admin commands are run by this one (npm run admin).
  const adminChannel =
    runtime.database.kind === 'pglite'
      ? await openAdminChannel(config.DATA_DIR, runtime.database.db, runtime.logger)
      : undefined;
  let app: FastifyInstance | undefined;
  if (command === 'worker' || command === 'all') {
    // A job that crashes outside its promise chain fails alone; the API and other jobs keep running.
    containJobCrashes(runtime.logger);
    await registerWorkers(runtime);
  }
  if (command === 'serve' || command === 'all') {
    app = await buildApp(runtime, appRoutes);
    await app.listen({ host: config.HOST, port: config.PORT });
  }
  runtime.logger.info({ command, database: runtime.database.kind }, 'captionist started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.logger.info({ signal }, 'shutting down: finishing requests and running jobs');
    // Stop taking requests first, then let running jobs finish (or hand them back), then close the DB.
    await app?.close();
    await adminChannel?.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main(process.argv.slice(2)).catch((err) => {
  process.stderr.write(`Captionist failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
