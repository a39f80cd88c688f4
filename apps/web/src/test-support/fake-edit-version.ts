// The server's edit version, for tests that play the editor's saves: a save based on another
// version is refused with the server's 409, any other moves the version on (docs/editor.md
// "Saving").
import { editConflictMessage } from '@captionist/contracts';
import { type FakeReply, successReply } from './answer-api-with';

export const editConflictReply: FakeReply = {
  status: 409,
  data: { status: 'error', message: editConflictMessage },
};

export function fakeEditVersion(start = 1) {
  let version = start;
  return {
    current: () => version,
    /** Another tab saved: the version moves on without this one knowing. */
    bump: () => {
      version += 1;
    },
    /** The answer to a save: `data` of the new version, or the 409 when based on another one. */
    save(body: unknown, data: (version: number) => unknown): FakeReply {
      if ((body as { base_version?: unknown } | undefined)?.base_version !== version)
        return editConflictReply;
      version += 1;
      return successReply(data(version));
    },
  };
}

/** A save's body without the version it names, to compare with what was meant to be saved. */
export function withoutBaseVersion<T>(body: T): Omit<T, 'base_version'> {
  const { base_version: _, ...rest } = body as T & { base_version?: unknown };
  return rest;
}
