// The font, template and audio libraries with the caching of spec §7: fonts and audios are kept
// 7 days, never stale and never refetched by themselves; templates are kept "forever" (7 days)
// and refreshed only after the user saves or deletes one. A failed load is only logged (§8).
import type { Font } from '@captionist/contracts';
import { type QueryClient, queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { libraryCachePolicy, templatesCachePolicy } from '../../lib/cache-policy';
import type { ApiError } from '../../lib/normalise-error';
import { audioKeys, fontKeys, templateKeys } from '../../lib/query-keys';
import { fetchAudios, fetchFonts, fetchTemplates } from './caption-style-requests';

export const libraryQueries = {
  fonts: () => queryOptions({ queryKey: fontKeys.list, queryFn: fetchFonts, ...libraryCachePolicy }),
  audios: () => queryOptions({ queryKey: audioKeys.list, queryFn: fetchAudios, ...libraryCachePolicy }),
  templates: () =>
    queryOptions({ queryKey: templateKeys.list, queryFn: fetchTemplates, ...templatesCachePolicy }),
};

function useLoggedFailure(query: UseQueryResult<unknown, ApiError>, what: string) {
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`Loading the ${what} failed.`, error);
  }, [error, what]);
}

export function useFontsQuery() {
  const query = useQuery(libraryQueries.fonts());
  useLoggedFailure(query, 'fonts');
  return query;
}

export function useAudiosQuery() {
  const query = useQuery(libraryQueries.audios());
  useLoggedFailure(query, 'background audios');
  return query;
}

// The cache reaches localStorage at most every few seconds (PERSIST_THROTTLE_MS), so a reload
// right after a save could bring back the list from before it. The time of the last change is
// written at once, and a cached list older than it is fetched again.
const TEMPLATES_CHANGED_KEY = 'captionist.templatesChangedAt';

function templatesChangedAt(): number {
  try {
    return Number(window.localStorage.getItem(TEMPLATES_CHANGED_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function useTemplatesQuery() {
  const query = useQuery(libraryQueries.templates());
  useLoggedFailure(query, 'templates');
  const { dataUpdatedAt, isFetching, refetch } = query;
  useEffect(() => {
    if (dataUpdatedAt > 0 && !isFetching && templatesChangedAt() > dataUpdatedAt) void refetch();
  }, [dataUpdatedAt, isFetching, refetch]);
  return query;
}

/** After the user saved or deleted a template (spec §7: the templates cache is refreshed). */
export function refreshTemplates(queryClient: QueryClient) {
  try {
    window.localStorage.setItem(TEMPLATES_CHANGED_KEY, String(Date.now()));
  } catch {
    // Without storage the refetch below still refreshes this page.
  }
  return queryClient.invalidateQueries({ queryKey: templateKeys.list, exact: true });
}

/** A font the user just uploaded: in the list at once, then the list is fetched again (§7). */
export function rememberFont(queryClient: QueryClient, font: Font) {
  queryClient.setQueryData<Font[]>(fontKeys.list, (fonts) =>
    fonts?.some((f) => f.id === font.id) ? fonts : [...(fonts ?? []), font],
  );
  return queryClient.invalidateQueries({ queryKey: fontKeys.list, exact: true });
}

/** After DELETE /user/fonts/{fid}: gone from the list at once, then the list is fetched again (§7). */
export function forgetFont(queryClient: QueryClient, fontId: string) {
  queryClient.setQueryData<Font[]>(fontKeys.list, (fonts) => fonts?.filter((f) => f.id !== fontId));
  return queryClient.invalidateQueries({ queryKey: fontKeys.list, exact: true });
}
