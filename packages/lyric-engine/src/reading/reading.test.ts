import { describe, expect, it } from 'vitest';
import { instructionsIn, instructionsInSentences } from './instructions';
import { readMessage } from './read-message';

const FARM =
  "My dad sold our family farm last spring. I keep thinking about the smell of hay and the old red barn, and how quiet he's been since.";
const STYLE = 'I want it to feel like a slow folk song, not sad exactly, more like grateful.';
const read = (text: string) => readMessage(text, 700);

describe('reading a story', () => {
  it('finds who, what happened, when, and the tense', () => {
    const r = read(FARM);
    expect(r.people).toEqual([expect.objectContaining({ name: 'my dad', relation: 'dad', pronoun: 'he' })]);
    expect(r.events[0]).toBe('My dad sold our family farm last spring');
    expect(r.times).toContain('last spring');
    expect(r.images).toEqual(expect.arrayContaining(['smell of hay', 'old red barn']));
  });
  it('knows named people and places, and who they are to the writer', () => {
    const r = read('We buried my best friend Danny on Saturday. I moved to Portland right after.');
    expect(r.people[0]).toMatchObject({ name: 'Danny', relation: 'best friend' });
    expect(r.places).toContain('Portland');
    expect(r.times).toContain('on Saturday');
    expect(r.tense).toBe('past');
  });
  it('finds images the word banks do not know', () => {
    expect(read('There was a tire swing on the oak tree behind the house.').images).toContain('tire swing');
  });
  it('does not take a verb after "I" for an image', () => {
    expect(read('I still drive past the bar on my way home.').images.join(' ')).not.toMatch(/drive/);
  });
});

describe('feelings', () => {
  it('keeps a negated feeling apart from the one the writer means', () => {
    expect(read(STYLE).feelings).toEqual([
      { name: 'sadness', negated: true, word: 'sad' },
      { name: 'gratitude', negated: false, word: 'grateful' },
    ]);
  });
  it('reads mixed feelings in one sentence', () => {
    const names = read("I've never been so scared and so happy at the same time.").feelings;
    expect(names.map((f) => [f.word, f.negated])).toEqual([
      ['scared', false],
      ['happy', false],
    ]);
  });
  it('finds a feeling word with its endings, never inside another word', () => {
    const names = (text: string) => read(text).feelings.map((f) => f.name);
    // "made" is not "mad", "funeral" not "fun", "won't" not "won", "wondered" not "won".
    expect(names('My mom worked double shifts and still made it to every one of my games.')).toEqual([
      'pride',
    ]);
    expect(names("We sang at the funeral and I wondered if I won't see him again.")).toEqual(['grief']);
    expect(names('He hated the job, we were dancing, I felt hopeful and worried.')).toEqual([
      'anger',
      'joy',
      'hope',
      'fear',
    ]);
  });
});

describe('song instructions', () => {
  it('sorts out genre, mood, tempo and feel, with what is not wanted (a genre named back with its tempo: "slow folk")', () => {
    expect(instructionsIn(STYLE)).toEqual([
      { kind: 'genre', value: 'Folk', negated: false, said: 'slow folk' },
      { kind: 'mood', value: 'Sad', negated: true, said: 'sad' },
      { kind: 'tempo', value: 'slow', negated: false },
      { kind: 'feel', value: 'grateful', negated: false },
    ]);
  });
  it('knows point of view, artists, sections, length and unlisted genres', () => {
    expect(instructionsIn('Can we write it in second person?')).toEqual([{ kind: 'pov', value: 'second' }]);
    expect(instructionsIn('Kind of like Ed Sheeran.')).toEqual([{ kind: 'artist', value: 'Ed Sheeran' }]);
    const chorus = instructionsIn('Make it a big chorus people can sing along to.');
    expect(chorus.map((i) => i.value)).toEqual(expect.arrayContaining(['chorus']));
    expect(instructionsIn('Keep it short and simple.').map((i) => i.value)).toEqual(['short', 'simple']);
    expect(instructionsIn('A gospel feel would be right.')[0]).toMatchObject({
      value: 'Soul',
      said: 'gospel',
    });
  });
  it('leaves story sentences alone, even with song words in them', () => {
    expect(instructionsIn('We watched the bridges light up over the river.')).toEqual([]);
    expect(instructionsIn('He used to sing Thunder Road with the windows down.')).toEqual([]);
    expect(instructionsIn("Like I'm talking to myself.")).toEqual([{ kind: 'pov', value: 'second' }]);
  });
  it('never takes an instruction for imagery', () => {
    const r = read(`${STYLE} Make it sound like a road song.`);
    expect(r.instructions.length).toBeGreaterThan(0);
    expect(r.story).toBe('');
    expect(r.images).toEqual([]);
    expect(r.phrases).toEqual([]);
  });
  it('reads a short sentence of style words after a direction as more of it, never a feeling alone', () => {
    const [, lonesome] = instructionsInSentences([
      'Make it slow country, like an old Glen Campbell record.',
      'Wichita Lineman kind of lonesome.',
    ]);
    expect(lonesome).toEqual([
      { kind: 'mood', value: 'Melancholic', negated: false, said: 'kind of lonesome' },
    ]);
    expect(instructionsInSentences(['Wichita Lineman kind of lonesome.'])).toEqual([[]]);
    expect(instructionsInSentences(['Make it a country song.', "I'm not angry, just tired."])[1]).toEqual([]);
  });
  it('reads an everyday genre word beside an artist named as a sound as style', () => {
    const found = instructionsIn('Something like Springsteen, big heartland rock, Born to Run energy.');
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'genre', value: 'Rock' }),
        { kind: 'artist', value: 'Springsteen' },
      ]),
    );
    expect(instructionsIn('I picked up a rock by the river.')).toEqual([]);
    for (const story of [
      'the punk kid on forklift 3 cried when they told us',
      'prices hit rock bottom this year',
      'Best soul food on the south side.',
    ])
      expect(instructionsIn(story), story).toEqual([]);
    expect(instructionsIn('Punk, like the Clash.').map((i) => i.value)).toEqual(['Punk', 'The Clash']);
  });
  it('keeps the story told in the same sentence as a direction', () => {
    const grandfather = read(
      'Write it about my grandfather, in the third person: he fixed watches in a tiny shop and hummed old hymns while he worked.',
    );
    expect(grandfather.instructions).toContainEqual({ kind: 'pov', value: 'third' });
    expect(grandfather.story).toBe('he fixed watches in a tiny shop and hummed old hymns while he worked.');
    expect(grandfather.images).toEqual(expect.arrayContaining(['watches', 'tiny shop', 'old hymns']));
    const wedding = read(
      'Second person: you are stuck in traffic on the bridge, late for your own wedding, and you are laughing.',
    );
    expect(wedding.instructions).toContainEqual({ kind: 'pov', value: 'second' });
    expect(wedding.story).toMatch(/^you are stuck in traffic on the bridge, late for your own wedding/);
    // "your own wedding" is a wedding: "the own wedding" is not a thing a line can name.
    expect(wedding.images).toContain('wedding');
    expect(wedding.images.join(' ')).not.toMatch(/\bown\b/);
  });
  it('stays quick on the longest message the chat allows', () => {
    const long = `${FARM} ${STYLE} `.repeat(40).slice(0, 4000);
    read(long);
    const start = performance.now();
    const r = read(long);
    expect(r.instructions.length).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
