import { lastWord, RHYME_GRADE_FLOOR, rhymeGrade } from '@lyricist/lyric-engine';
import type { AutocompleteInput } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import type { LineModel } from './line-model';
import { writeLine } from './write-line';

/**
 * The pipeline around the model, with a scripted model standing in for the real one (the model is
 * the outside party here; llama-model.test.ts runs the real one): whatever the model says, the line
 * offered keeps the engine's form, or nothing is offered.
 */
const LYRICS = 'I left the porch light burning through the night\n';
const input: AutocompleteInput = {
  lyrics: LYRICS,
  cursorPosition: LYRICS.length,
  storytelling: null,
  style: {
    syllablesPerLine: { min: 8, max: 11, target: 10 },
    rhymeScheme: 'AABB',
    rhymeDensity: 'medium',
    register: 'plain',
    imagery: [],
    notes: '',
  },
};

type Script = {
  lines: string[];
  end?: (words: readonly string[]) => string | null;
  likely?: Record<string, number>;
};

function scripted({ lines, end = () => null, likely = {} }: Script) {
  const offeredEnds: string[][] = [];
  const model: LineModel = {
    continueLine: async () => lines,
    chooseEnd: async (_prompt, words) => {
      offeredEnds.push([...words]);
      return end(words);
    },
    likelihood: async (_prompt, text) => likely[text.trim()] ?? -3,
  };
  return { model, offeredEnds };
}

describe('writeLine', () => {
  it('offers nothing when no line keeps the form', async () => {
    const { model } = scripted({
      lines: ['The kettle whistles in the kitchen', 'And nobody answers the phone'],
    });
    expect(await writeLine(input, model, { strategy: 'free', samples: 2 })).toBeNull();
  });

  it('never offers a line already in the song, nor one too long for the count', async () => {
    const { model } = scripted({
      lines: [
        'I left the porch light burning through the night',
        'So you could find your way back home some far away distant quiet night',
      ],
    });
    expect(await writeLine(input, model, { strategy: 'free', samples: 2 })).toBeNull();
  });

  it('ranks the lines that keep the form by the likelihood the model gives them', async () => {
    const { model } = scripted({
      lines: ['So you would see the road and hold on tight', 'The kitchen clock was ticking out of sight'],
      likely: {
        'So you would see the road and hold on tight': -1.5,
        'The kitchen clock was ticking out of sight': -2.5,
      },
    });
    const line = await writeLine(input, model, { strategy: 'free', samples: 2 });
    expect(line?.suggestion).toBe('So you would see the road and hold on tight');
  });

  it('lets the ending grammar choose only among words that rhyme with the partner', async () => {
    const { model, offeredEnds } = scripted({
      lines: ['So you could find your way back home again'],
      end: (words) => words[0] ?? null,
    });
    const line = await writeLine(input, model, { strategy: 'ending', samples: 1 });
    expect(offeredEnds.length).toBeGreaterThan(0);
    for (const words of offeredEnds)
      for (const w of words) expect(rhymeGrade(w, 'night')).toBeGreaterThanOrEqual(RHYME_GRADE_FLOOR);
    expect(rhymeGrade(lastWord(line?.suggestion ?? '') ?? '', 'night')).toBeGreaterThanOrEqual(
      RHYME_GRADE_FLOOR,
    );
  });

  it('leaves a line the form dictates (a chorus sung again) to the engine', async () => {
    const chorus = '[Chorus]\nHold the line\nHold the line\n\n[Verse]\nWalking out\n\n[Chorus]\n';
    const { model } = scripted({ lines: ['Anything at all'] });
    const sung = { ...input, lyrics: chorus, cursorPosition: chorus.length };
    expect(await writeLine(sung, model, { strategy: 'free', samples: 1 })).toBeNull();
  });
});
