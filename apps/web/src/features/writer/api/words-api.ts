import type {
  MeterAnswer,
  Pronunciation,
  WordAnswer,
  WordSearchAnswer,
} from '@lyricist/shared/words/contracts';
import { wordEndpoints as api } from '@lyricist/shared/words/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, callApi } from '@/lib/api';

/** The writer's toolbox calls (issue 17), through their shared contracts. */

const allParam = (all: boolean) => (all ? ('true' as const) : ('false' as const));

function wordQueryOptions(word: string, all: boolean) {
  const input = { params: { word }, query: { all: allParam(all) } } as const;
  return {
    queryKey: apiQueryKey(api.lookup, input),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<WordAnswer> =>
      callApi(api.lookup, { ...input, signal }),
  };
}

/** A word as the routes key it (lower case, straight apostrophe), so "Fire" and "fire" share a lookup. */
const wordKey = (word: string) => word.toLowerCase().replace(/’/g, "'");

export function useWordLookup(word: string | null, all: boolean) {
  const key = word === null ? null : wordKey(word);
  return useQuery({
    ...wordQueryOptions(key ?? '', all),
    enabled: key !== null,
    // "Show all words" keeps the word's answer on screen while the longer list loads.
    placeholderData: (previous) => (previous?.word === key ? previous : undefined),
  });
}

type WordSearch = { rhymesWith: string; means: string; syllables?: number; all: boolean };

export function useWordSearch(search: WordSearch | null) {
  const query = {
    rhymesWith: search?.rhymesWith || undefined,
    means: search?.means || undefined,
    syllables: search?.syllables,
    all: allParam(search?.all ?? false),
  };
  return useQuery({
    queryKey: apiQueryKey(api.search, { query }),
    queryFn: ({ signal }): Promise<WordSearchAnswer> => callApi(api.search, { query, signal }),
    enabled: search !== null && (query.rhymesWith !== undefined || query.means !== undefined),
  });
}

export const requestMeter = (lyrics: string, signal: AbortSignal): Promise<MeterAnswer> =>
  callApi(api.meter, { body: { lyrics }, signal });

const pronunciationsKey = apiQueryKey(api.pronunciations);

/** The writer's own syllable counts, by word. */
export function usePronunciations() {
  return useQuery({
    queryKey: pronunciationsKey,
    queryFn: () => callApi(api.pronunciations),
    select: (answer) => new Map(answer.pronunciations.map((p) => [p.word, p.syllables])),
  });
}

/** Sets (a count) or forgets (null) the writer's count for a word; the word's lookups follow. */
export function useCorrectSyllables(word: string) {
  const queryClient = useQueryClient();
  const lookupKey = apiQueryKey(api.lookup, { params: { word }, query: {} })[0];
  return useMutation({
    mutationFn: async (syllables: number | null): Promise<Pronunciation[]> => {
      if (syllables === null)
        return (await callApi(api.removePronunciation, { params: { word } })).pronunciations;
      const saved = await callApi(api.setPronunciation, { params: { word }, body: { syllables } });
      const known = queryClient.getQueryData<{ pronunciations: Pronunciation[] }>(pronunciationsKey);
      return [...(known?.pronunciations ?? []).filter((p) => p.word !== saved.word), saved];
    },
    onSuccess: (pronunciations) => {
      queryClient.setQueryData(pronunciationsKey, { pronunciations });
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const key = String(query.queryKey[0]);
          return key === lookupKey || key.startsWith(`${lookupKey}?`);
        },
      });
    },
  });
}
