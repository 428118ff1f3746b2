import type { RhymeScheme } from '@lyricist/shared/ai/contracts';
import { COPY } from '@lyricist/shared/copy';
import type { Session } from '@lyricist/shared/sessions/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { sessionQueryOptions, updateSession } from '@/lib/sessions-api';

export const RHYME_FORM_FAILED = 'Failed to save the rhyme form';

/** The song's rhyme scheme as the writer set it; null: suggestions read it from the lyrics. */
export type RhymeSchemeSetting = { scheme: RhymeScheme | null; set: (next: RhymeScheme | null) => void };

/**
 * Shows the writer's choice at once and saves it on the session (not a save of the song: the library
 * order stays); once saved, `onSaved` lets the editor ask for a suggestion that keeps it. A failed save
 * puts the old choice back and says so.
 */
export function useRhymeScheme(session: Session, onSaved: () => void): RhymeSchemeSetting {
  const { sessionId } = session;
  const queryClient = useQueryClient();
  const [scheme, setScheme] = useState(session.rhymeScheme);
  const set = useCallback(
    (next: RhymeScheme | null) => {
      const previous = scheme;
      setScheme(next);
      updateSession(sessionId, { rhymeScheme: next }).then(
        (saved) => {
          queryClient.setQueryData<Session>(sessionQueryOptions(sessionId).queryKey, (cached) =>
            cached ? { ...cached, rhymeScheme: saved.rhymeScheme } : cached,
          );
          onSaved();
        },
        (error: unknown) => {
          console.error('Failed to save the rhyme form', error);
          // Unless the writer has chosen again since.
          setScheme((current) => (current === next ? previous : current));
          toast({ title: COPY.errors.title, description: RHYME_FORM_FAILED, variant: 'destructive' });
        },
      );
    },
    [queryClient, scheme, sessionId, onSaved],
  );
  return { scheme, set };
}
