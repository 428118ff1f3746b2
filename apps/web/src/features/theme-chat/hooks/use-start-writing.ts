import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { track } from '@/lib/analytics';
import { titleGeneration } from '@/lib/current-session';
import { generateTitle, sessionQueryOptions } from '@/lib/sessions-api';

/**
 * 'Start Writing' (R-chat-3): sets the generating-title flag, goes to the writer, asks for a
 * title, and always clears the flag (the writer polls it and refreshes the session).
 */
export function useStartWriting(ensureSessionId: () => Promise<string>): () => Promise<void> {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    track('clicked_start_writing');
    titleGeneration.start();
    const sessionId = await ensureSessionId().catch(() => null);
    navigate(sessionId ? `/theme-writer?sessionId=${encodeURIComponent(sessionId)}` : '/theme-writer');
    try {
      if (!sessionId) return;
      await generateTitle(sessionId);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions(sessionId).queryKey });
    } catch (error) {
      console.error('Failed to generate song title', error);
    } finally {
      titleGeneration.finish();
    }
  }, [ensureSessionId, navigate, queryClient]);
}
