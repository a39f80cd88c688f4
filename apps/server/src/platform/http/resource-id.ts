// Resource ids are UUIDs. A malformed id is answered like someone else's id: 404, not 422,
// so ids reveal nothing and the database never sees a value it would reject.
import { AppError } from './app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

export function resourceId(value: string, notFoundMessage: string): string {
  if (!isUuid(value)) throw AppError.notFound(notFoundMessage);
  return value;
}
