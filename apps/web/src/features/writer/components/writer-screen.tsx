import { useMemo } from 'react';
import { browserLocalDrafts } from '@/lib/local-drafts';
import { useGeneratingTitleFlag } from '../hooks/use-generating-title-flag';
import { useWriterSession } from '../hooks/use-writer-session';
import { useWriterSessionId } from '../hooks/use-writer-session-id';
import { WriterMessage } from './writer-message';
import { WriterWorkspace } from './writer-workspace';

/** /theme-writer: the full-screen lyrics editor (R-writer-1). Default export: the route lazy-loads it. */
export default function WriterScreen() {
  const sessionIdState = useWriterSessionId();
  const sessionId = sessionIdState.status === 'ready' ? sessionIdState.sessionId : null;
  const mirror = useMemo(browserLocalDrafts, []);
  const loaded = useWriterSession(sessionId, mirror);
  const titleFlag = useGeneratingTitleFlag();

  if (sessionIdState.status === 'error') return <WriterMessage error={sessionIdState.error} />;
  if (loaded.status === 'error') return <WriterMessage error={loaded.error} />;
  if (loaded.status === 'loading') return <WriterMessage />;
  return (
    <WriterWorkspace
      key={loaded.session.sessionId}
      session={loaded.session}
      lyrics={loaded.lyrics}
      title={loaded.title}
      mirror={mirror}
      titleFlag={titleFlag}
    />
  );
}
