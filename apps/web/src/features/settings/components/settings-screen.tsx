import { COPY } from '@lyricist/shared/copy';
import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tooltip } from '@/components/ui/tooltip';
import { track } from '@/lib/analytics';
import { type DisplaySettings, useDisplaySettings } from '@/lib/display-settings';
import { MarkerPreview } from './marker-preview';
import { SettingRow } from './setting-row';

/** `/settings`: the editor's display options, remembered in this browser. */
export function SettingsScreen() {
  const [, navigate] = useLocation();
  const { showRhymes, showSyllables, showStress, useOwnSyllables, setDisplaySetting } = useDisplaySettings();

  const handleBack = () => {
    // Back to wherever settings was opened from (usually the editor); a fresh tab has nowhere to go back to.
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };

  const change = (name: keyof DisplaySettings, setting: string) => (value: boolean) => {
    setDisplaySetting(name, value);
    track('changed_setting', { setting, value });
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
            onCheckedChange={change('showRhymes', 'rhyme_scheme')}
          />
          <SettingRow
            id="setting-syllables"
            label={COPY.settings.syllableCount}
            hint="The number of syllables in each line."
            checked={showSyllables}
            onCheckedChange={change('showSyllables', 'syllable_count')}
          />
          {(showRhymes || showSyllables) && (
            <MarkerPreview showRhymes={showRhymes} showSyllables={showSyllables} />
          )}
          <SettingRow
            id="setting-stress"
            label="Show stress"
            hint="Each line's stressed syllables, da DUM, from the pronouncing dictionary."
            checked={showStress}
            onCheckedChange={change('showStress', 'show_stress')}
          />
          <SettingRow
            id="setting-own-syllables"
            label="Use my own counts"
            hint="Words whose syllables you corrected in the word panel count as you said."
            checked={useOwnSyllables}
            onCheckedChange={change('useOwnSyllables', 'use_own_syllables')}
          />
        </CardContent>
      </Card>
    </main>
  );
}
