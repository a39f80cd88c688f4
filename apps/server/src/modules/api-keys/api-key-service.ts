// The rules of API keys: at most API_KEYS_MAX live keys per user, shown once, revoked for good.
import { API_KEYS_MAX, type ApiKey, type ApiKeyScope, type CreatedApiKey } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import {
  type ApiKeyRow,
  countActiveApiKeys,
  insertApiKey,
  listActiveApiKeys,
  lockUserApiKeys,
  revokeApiKey,
} from './api-key-queries';
import { newApiKeySecret } from './api-key-secret';

const DAY_MS = 86_400_000;

export const apiKeyMessages = {
  tooMany: `You have ${API_KEYS_MAX} API keys, the most an account may have. Revoke one you no longer use first.`,
  notFound: 'No such API key.',
};

export class ApiKeyService {
  constructor(private readonly context: AppContext) {}

  async list(userId: string): Promise<ApiKey[]> {
    return (await listActiveApiKeys(this.context.database.db, userId)).map(apiKeyResponse);
  }

  async create(
    userId: string,
    request: { name: string; scopes: ApiKeyScope[]; expires_in_days?: number | null },
  ): Promise<CreatedApiKey> {
    const { secret, prefix, hash } = newApiKeySecret();
    const row = await this.context.database.db.transaction(async (tx) => {
      await lockUserApiKeys(tx, userId);
      if ((await countActiveApiKeys(tx, userId)) >= API_KEYS_MAX)
        throw new AppError(409, apiKeyMessages.tooMany);
      return insertApiKey(tx, {
        userId,
        name: request.name,
        prefix,
        secretHash: hash,
        scopes: request.scopes,
        expiresAt: request.expires_in_days ? new Date(Date.now() + request.expires_in_days * DAY_MS) : null,
      });
    });
    return { key: apiKeyResponse(row), secret };
  }

  async revoke(userId: string, id: string): Promise<{ id: string }> {
    if (!(await revokeApiKey(this.context.database.db, userId, id)))
      throw AppError.notFound(apiKeyMessages.notFound);
    return { id };
  }
}

function apiKeyResponse(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKey['scopes'],
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
