import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { listVersions, loadVersion, saveVersion, versionsQueryKey } from '../api/versions-api';

/**
 * The History panel's state: the list (fetched while the panel is open), the chosen version's text,
 * "Save version", and restore with its undo (the version that holds the text a restore replaced).
 */
export function useVersionHistory(options: {
  sessionId: string;
  open: boolean;
  restore: (versionId: string) => Promise<string>;
}) {
  const { sessionId, open } = options;
  const queryClient = useQueryClient();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [undoId, setUndoId] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: versionsQueryKey(sessionId) });

  const versions = useQuery({
    queryKey: versionsQueryKey(sessionId),
    queryFn: () => listVersions(sessionId),
    enabled: open,
    staleTime: 0,
  });
  const chosen = useQuery({
    queryKey: [...versionsQueryKey(sessionId), chosenId],
    queryFn: () => loadVersion(sessionId, chosenId as string),
    enabled: open && chosenId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useMutation({
    mutationFn: (name: string) => saveVersion(sessionId, name),
    onSuccess: () => refresh(),
    onError: (error) =>
      toast({
        title: 'Could not save the version',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const restore = useMutation({
    mutationFn: options.restore,
    onSuccess: (undoVersionId) => {
      setChosenId(null);
      setUndoId(undoVersionId);
      void refresh();
    },
    onError: (error) =>
      toast({ title: 'Could not restore', description: errorMessage(error), variant: 'destructive' }),
  });

  return {
    versions,
    chosenId,
    chosen,
    choose: setChosenId,
    save,
    restore,
    undoId,
    clearUndo: () => setUndoId(null),
  };
}
