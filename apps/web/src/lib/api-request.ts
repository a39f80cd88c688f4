// What every call to our API sends, shared by the API client and the session check (which makes
// its one call with fetch, so a first visit loads no HTTP library).

/** Where the API is mounted; route paths in the contracts are below it. */
export const API_BASE_URL = '/api';

export const API_HEADERS = {
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
} as const;
