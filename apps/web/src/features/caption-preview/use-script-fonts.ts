// The shipped fonts for the preview's characters its caption font lacks (GET /api/script-fonts):
// the same families and files the render gives libass, so both draw the same glyphs. Undefined
// when there is nothing to ask about (or the request failed: drawn without, as text the caption
// font lacks); null while the answer is on its way.
import { SCRIPT_CHARS_MAX, type ScriptFonts, scriptFontApi } from '@captionist/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api';
import { scriptFontKeys } from '../../lib/query-keys';

export function useScriptFonts(
  characters: string,
  weight: 400 | 700,
  font: string,
): ScriptFonts | null | undefined {
  const chars = [...characters].slice(0, SCRIPT_CHARS_MAX).join('');
  const query = useQuery({
    queryKey: scriptFontKeys.files(chars, weight, font),
    queryFn: () => callApi(scriptFontApi.files, { query: { chars, weight, font } }),
    enabled: chars.length > 0,
    // Which files hold which characters never changes while the server runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (chars.length === 0 || query.isError) return undefined;
  return query.data ?? null;
}
