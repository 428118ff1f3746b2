import { COPY } from '@lyricist/shared/copy';
import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tooltip } from '@/components/ui/tooltip';
import { track } from '@/lib/analytics';
import { useDisplaySettings } from '@/lib/display-settings';
import { MarkerPreview } from './marker-preview';
import { SettingRow } from './setting-row';

/** `/settings`: the editor's display options, remembered in this browser. */
export function SettingsScreen() {
  const [, navigate] = useLocation();
  const { showRhymes, showSyllables, setShowRhymes, setShowSyllables } = useDisplaySettings();

  const handleBack = () => {
    // Back to wherever settings was opened from (usually the editor); a fresh tab has nowhere to go back to.
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };

  const handleRhymes = (value: boolean) => {
    setShowRhymes(value);
    track('changed_setting', { setting: 'rhyme_scheme', value });
  };

  const handleSyllables = (value: boolean) => {
    setShowSyllables(value);
    track('changed_setting', { setting: 'syllable_count', value });
  };

  return (
    <main className="mx-auto w-full max-w-2xl px-4 pb-32 pt-6 sm:px-6 sm:pt-10">
      <header className="mb-6 flex items-center gap-2">
        <Tooltip label="Back">
          <Button variant="ghost" size="icon" aria-label="Back" onClick={handleBack}>
            <ArrowLeft aria-hidden />
          </Button>
        </Tooltip>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
      </header>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{COPY.settings.displayOptions}</h2>
          <CardDescription>Markers shown in the margin of the lyrics editor.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-1">
          <SettingRow
            id="setting-rhymes"
            label={COPY.settings.rhymeScheme}
            hint="A letter per line; lines ending alike share a letter."
            checked={showRhymes}
            onCheckedChange={handleRhymes}
          />
          <SettingRow
            id="setting-syllables"
            label={COPY.settings.syllableCount}
            hint="The number of syllables in each line."
            checked={showSyllables}
            onCheckedChange={handleSyllables}
          />
          {(showRhymes || showSyllables) && (
            <MarkerPreview showRhymes={showRhymes} showSyllables={showSyllables} />
          )}
        </CardContent>
      </Card>
    </main>
  );
}
