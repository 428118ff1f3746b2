import { describe, expect, it } from 'vitest';
import { instructionsIn } from '../reading/instructions';
import { namedReferences } from '../reading/references';
import { play } from './test-conversation';

/** Issue 36: artists and the sound, read and said back as the writer named them. */

describe('artists said back (issue 36)', () => {
  it('names several artists together, once', () => {
    const [reply] = play('warm 70s soul. like Stevie Wonder, or Minnie Riperton');
    const content = reply?.content ?? '';
    expect(content).toMatch(/Stevie Wonder and Minnie Riperton/);
    expect(content.match(/Stevie Wonder/g)).toHaveLength(1);
  });

  it('reads the artist of a record, a place a song feels like and an instrument as what they are', () => {
    expect(namedReferences('the sarah mclachlan christmas record kind of thing').artists).toEqual([
      'Sarah Mclachlan',
    ]);
    expect(namedReferences('folk, fingerpicked, real plainspoken. slow').artists).toEqual([]);
    expect(namedReferences('slide guitar, a little dobro, swampy blues').artists).toEqual([]);
    expect(namedReferences('it should feel like Georgia in july. humid, slow').artists).toEqual([]);
    expect(namedReferences('it should feel like the Sonic parking lot at night. sticky').artists).toEqual([]);
    expect(namedReferences('and can it end on two trumpet hits. like the horn').artists).toEqual([]);
  });

  it('takes a song or a thing named as the feel for the feel, never a hook', () => {
    const [reply] = play('jack johnson. upside down kind of easy');
    expect(reply?.content).toMatch(/^Upside down kind of easy/);
    expect(reply?.content).not.toMatch(/hook|title/i);
  });
});

describe('artists the list of known artists holds (issue 36)', () => {
  const artists = (text: string) => namedReferences(text).artists;

  it('reads names listed in lower case, in a message of names or about the sound', () => {
    expect(artists('patsy cline, the carter family')).toEqual(['Patsy Cline', 'The Carter Family']);
    expect(artists('Enya.')).toEqual(['Enya']);
    expect(artists('slow and sad. the cure, a little queen')).toEqual(['The Cure', 'Queen']);
    expect(artists('hand drums, jangly guitars. maybe some sade')).toEqual(['Sade']);
    expect(artists('like the end of a Marvin Gaye thing where it just fades')).toEqual(['Marvin Gaye']);
  });

  it('never reads an everyday word or a place as a known name outside a list of names', () => {
    for (const story of [
      'it should feel like Boston in march. gray and stubborn',
      'the band played until two and we danced on the pier',
      'soft and low, just a guitar and her voice',
      'we drove to Chicago with the windows down and the radio on',
    ])
      expect(artists(story), story).toEqual([]);
  });
});

describe("the sound said back in the writer's words (issue 36)", () => {
  it('says back every style part as typed, and no part that names an artist', () => {
    const [punk] = play('late 90s skate punk. loud and silly and honest. the offspring, a little green day');
    const content = punk?.content ?? '';
    expect(content).toMatch(/late 90s skate punk, loud and silly and honest/i);
    expect(content.match(/Offspring/g)).toHaveLength(1);
    const [quiet] = play(
      'something hushed. a cello, maybe a harmonium. like an old john martyn record but slower',
    );
    expect(quiet?.content).not.toMatch(/keep it a cello|an old record/i);
  });
});

describe('genres as writers name them (issue 36)', () => {
  it('pins a genre the lists lack to its nearest, and keeps an everyday word story', () => {
    const pins = (text: string) =>
      instructionsIn(text)
        .filter((i) => i.kind === 'genre')
        .map((i) => i.value);
    expect(pins('make it klezmer, a clarinet crying')).toEqual(['Folk']);
    expect(pins('a slow samba, warm')).toContain('Pop');
    expect(pins('deep house but sad')).toEqual(['Electronic']);
    expect(pins('we painted the house blue that summer')).toEqual([]);
  });
});
