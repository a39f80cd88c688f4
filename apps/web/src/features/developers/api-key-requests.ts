// The user's API keys (contracts: apiKeysApi): listed, made (the secret comes back this once) and revoked.
import { type ApiKey, apiKeysApi, type CreateApiKeyRequest, type CreatedApiKey } from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const fetchApiKeys = (): Promise<ApiKey[]> => callApi(apiKeysApi.list);

export const createApiKey = (body: CreateApiKeyRequest): Promise<CreatedApiKey> =>
  callApi(apiKeysApi.create, { body });

export const revokeApiKey = async (keyId: string): Promise<void> => {
  await callApi(apiKeysApi.revoke, { params: { kid: keyId } });
};
