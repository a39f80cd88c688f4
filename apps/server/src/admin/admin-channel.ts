// While a server holds the embedded database (PGlite allows one process), the admin CLI cannot
// open it: the server runs admin commands for it instead, over a Unix socket in the data folder.
// Only the account that owns the data can reach it: the socket sits in a 0700 folder and is 0600.
import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../platform/db/client';
import { runAdminCommand } from './run-admin-command';

const MAX_BODY_BYTES = 64 * 1024;

export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'run', 'admin.sock');
}

export interface AdminChannel {
  close(): Promise<void>;
}

/** Listens for admin commands; a failure to listen is logged, never fatal to the server. */
export async function openAdminChannel(dataDir: string, db: Database, logger: Logger): Promise<AdminChannel> {
  const socketPath = adminSocketPath(dataDir);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', async () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/run') return answer(404, { error: 'Not found.' });
      let argv: unknown;
      try {
        argv = JSON.parse(Buffer.concat(chunks).toString('utf8')).argv;
      } catch {
        return answer(400, { error: 'The request is not JSON.' });
      }
      if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string'))
        return answer(400, { error: 'argv must be a list of strings.' });
      try {
        const output = await runAdminCommand(db, argv);
        logger.info({ command: argv[0] }, 'admin command run for a local operator');
        answer(200, { output });
      } catch (err) {
        answer(422, { error: err instanceof Error ? err.message : String(err) });
      }
    });
  });
  try {
    const folder = path.dirname(socketPath);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await chmod(folder, 0o700);
    // A socket left by a killed server; the data folder's lock says no other server is running.
    await rm(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    await chmod(socketPath, 0o600);
  } catch (err) {
    logger.warn(
      { err, socketPath },
      'admin commands cannot reach this server (npm run admin needs it stopped)',
    );
    server.close();
    return { close: async () => {} };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Runs a command on the server that holds the embedded database; throws with its message. */
export function sendAdminCommand(dataDir: string, argv: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: adminSocketPath(dataDir),
        method: 'POST',
        path: '/run',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              output?: string;
              error?: string;
            };
            if (res.statusCode === 200 && typeof body.output === 'string') resolve(body.output);
            else reject(new Error(body.error ?? `The server answered ${res.statusCode}.`));
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on('error', (err) =>
      reject(
        new Error(
          `The embedded database is in use by a running server, and its admin socket ${adminSocketPath(dataDir)} does not answer (${err.message}). Run the command as the user that runs the server, or stop the server first.`,
        ),
      ),
    );
    req.end(JSON.stringify({ argv }));
  });
}
