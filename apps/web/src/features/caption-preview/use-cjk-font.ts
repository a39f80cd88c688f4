// The files of the shipped CJK font that draw a preview's Chinese and Japanese characters (GET
// /api/cjk-fonts): the same files the render gives libass, so both draw the same glyphs.
// Undefined when the text has no CJK character (or the request failed: drawn without, as text
// the caption font lacks); null while the answer is on its way.
import { CJK_CHARS_MAX, type CjkFont, cjkFontApi } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';
import { cjkFontKeys } from '../../lib/query-keys';

export function useCjkFont(characters: string, weight: 400 | 700): CjkFont | null | undefined {
  const chars = [...characters].slice(0, CJK_CHARS_MAX).join('');
  const query = useQuery({
    queryKey: cjkFontKeys.files(chars, weight),
    queryFn: () => callApi(cjkFontApi.files, { query: { chars, weight } }),
    enabled: chars.length > 0,
    // Which files hold which characters never changes while the server runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (chars.length === 0 || query.isError) return undefined;
  return query.data ?? null;
}
