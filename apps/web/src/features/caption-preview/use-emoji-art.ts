// The artwork of the emoji a preview shows (GET /api/emoji): the same artwork the render job
// draws, so emoji look the same in both. Null until it has arrived; an emoji the server has no
// artwork for, or every emoji when the request failed, is drawn as text, as the render would.
import { artByEmoji, type EmojiArtSet, emojiArtName } from '@captionist/captions';
import { api, MAX_EMOJI_PER_REQUEST } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../lib/call-api';
import { emojiKeys } from '../../lib/query-keys';

const NONE: EmojiArtSet = new Map();

export function useEmojiArt(emoji: readonly string[]): EmojiArtSet | null {
  const shown = useMemo(() => emoji.slice(0, MAX_EMOJI_PER_REQUEST), [emoji]);
  const names = shown.map(emojiArtName).join(',');
  // The answer as it came, by name: the query cache is kept in localStorage as JSON, where a Map
  // would come back as an empty object.
  const query = useQuery({
    queryKey: emojiKeys.art(names),
    queryFn: () => callApi(api.emoji.art, { query: { names } }),
    enabled: shown.length > 0,
    // The artwork of a name never changes while the server runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const byName = query.data;
  return useMemo(() => {
    if (shown.length === 0 || query.isError) return NONE;
    if (!byName) return null;
    return artByEmoji(shown, (name) => byName[name]);
  }, [shown, byName, query.isError]);
}
