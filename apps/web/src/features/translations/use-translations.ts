// The video's translations, asked again every second while one is being made (its progress).
import type { Translation } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { translationKeys } from '../../lib/query-keys';
import { fetchTranslations } from './translation-requests';

const NONE: readonly Translation[] = [];

export function translationsQuery(videoId: string) {
  return {
    queryKey: translationKeys.list(videoId),
    queryFn: () => fetchTranslations(videoId),
    refetchInterval: (query: { state: { data?: Translation[] } }) =>
      query.state.data?.some((translation) => translation.status === 'running') ? 1000 : false,
  };
}

export function useTranslations(videoId: string) {
  const query = useQuery(translationsQuery(videoId));
  return { query, translations: query.data ?? NONE };
}
