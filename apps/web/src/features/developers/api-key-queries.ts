// The API keys list; a made or revoked key refreshes it.
import { queryOptions } from '@tanstack/react-query';
import { apiKeyKeys } from '../../lib/query-keys';
import { fetchApiKeys } from './api-key-requests';

export const apiKeyQueries = {
  list: () => queryOptions({ queryKey: apiKeyKeys.list, queryFn: fetchApiKeys }),
};
