import type { Approach } from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';
import { ArrowRight, AudioWaveform, Feather, MessageCircleHeart } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import { currentSession } from '@/lib/current-session';
import { useAccessRequests } from '../hooks/use-access-requests';
import { ApproachCard } from './approach-card';
import { RequestAccessButton } from './request-access-button';

const GATED: { approach: Approach; title: string; description: string; icon: typeof Feather }[] = [
  {
    approach: 'melody_first',
    title: COPY.selection.instrumentalDriven,
    description: 'Start from a beat or a melody and shape the words to its rhythm.',
    icon: AudioWaveform,
  },
  {
    approach: 'stream_of_consciousness',
    title: COPY.selection.freestyle,
    description: 'Write in one unbroken flow and let the AI keep pace with you.',
    icon: Feather,
  },
];

/** `/`: choose how to write. Opening it leaves any current session behind. */
export function SelectionScreen() {
  const [, navigate] = useLocation();
  const { isPending, requestApproach } = useAccessRequests();

  useEffect(() => {
    currentSession.leave();
    track('landed_on_selection_screen');
  }, []);

  const handleGetStarted = () => {
    track('selected_theme_driven');
    navigate('/theme-chat');
  };

  return (
    <main className="mx-auto w-full max-w-5xl px-4 pb-32 pt-12 sm:px-6 sm:pt-20">
      <header className="mb-10 text-center">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{COPY.selection.heading}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Every song starts somewhere. Pick the way in that fits what you have today.
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-3">
        <ApproachCard
          title={COPY.selection.themeDriven}
          description="Talk through a story or a feeling with the AI, then write from what you found."
          icon={MessageCircleHeart}
          isFeatured
          action={
            <Button className="w-full" onClick={handleGetStarted}>
              {COPY.selection.getStarted}
              <ArrowRight aria-hidden />
            </Button>
          }
        />
        {GATED.map(({ approach, title, description, icon }) => (
          <ApproachCard
            key={approach}
            title={title}
            description={description}
            icon={icon}
            badge={COPY.selection.inDevelopment}
            action={
              <RequestAccessButton
                isPending={isPending(approach)}
                onRequest={() => requestApproach(approach)}
              />
            }
          />
        ))}
      </div>
    </main>
  );
}
