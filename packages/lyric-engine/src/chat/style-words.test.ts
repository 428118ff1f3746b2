import type { ChatTurn } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { instructionsIn } from '../reading/instructions';
import { readMessage } from '../reading/read-message';
import { namesStyle } from '../reading/style-terms';
import { chat } from './index';
import { offerStyle } from './style-offer';

/** Issue 36, style words are style: the rules for style phrases, on phrases of these tests' own. */

const NO_CONTEXT = { moods: [], genres: [], artists: [], songs: [] };
const GREETING: ChatTurn = { role: 'assistant', content: "What's happening in your life right now?" };

function play(...messages: string[]) {
  const history: ChatTurn[] = [GREETING];
  return messages.map((message) => {
    const out = chat({ message, history, context: NO_CONTEXT });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: out.content });
    return out;
  });
}

const saids = (sentence: string) => instructionsIn(sentence).map((i) => i.said);
const fixedRng = () => 0;

describe('style phrases are named back whole', () => {
  it('keeps the words before a genre that name its kind: a region, a decade, a tempo', () => {
    expect(saids('Think southern rock with a big slide guitar.')).toContain('southern rock');
    expect(saids('Like 80s synth-pop, but sadder.')).toContain('80s synth-pop');
    expect(saids('Make it outlaw country, please.')).toContain('outlaw country');
  });

  it('joins genre words that follow one another, and leaves out the sentence words before them', () => {
    const found = instructionsIn('Make it a lo-fi hip hop beat.');
    expect(found.filter((i) => i.kind === 'genre').map((i) => [i.value, i.said])).toEqual([
      ['Electronic', 'lo-fi hip hop'],
      ['Hip-Hop', 'lo-fi hip hop'],
    ]);
  });

  it('says the whole phrase in the reply with every pin it maps to', () => {
    const [, reply] = play(
      'We drove to the coast every August.',
      'Give it a garage rock edge, loud and furious.',
    );
    expect(reply?.content).toMatch(/garage rock/i);
    expect(reply?.content).toMatch(/Rock under Genre/);
    expect(reply?.content).toMatch(/Angry under Mood/);
  });
});

describe('every style word is acknowledged, however many', () => {
  it('names two words for the same pin, and genres that share a pin, each as written', () => {
    const [text] = offerStyle(
      instructionsIn('It should be hazy and ethereal, a doo-wop neo soul song.'),
      [],
      [],
      fixedRng,
    );
    for (const word of ['hazy', 'ethereal', 'doo-wop neo soul']) expect(text).toMatch(new RegExp(word, 'i'));
    expect(text?.match(/Dreamy under Mood/g)).toHaveLength(1);
  });

  it('names more than three style words in one reply, a mood word inside a genre phrase once', () => {
    const [reply] = play('Make it a gloomy trip-hop track, brooding, mournful and a bit menacing.');
    const content = reply?.content ?? '';
    for (const word of ['gloomy trip-hop', 'brooding', 'mournful', 'menacing'])
      expect(content).toMatch(new RegExp(word, 'i'));
    expect(content.match(/gloomy/gi)).toHaveLength(1);
  });
});

describe('a style phrase is never an image, a hook, a title or a line', () => {
  it('knows a style phrase from a thing in the story', () => {
    expect(namesStyle('trap beat')).toBe(true);
    expect(namesStyle('that surf rock sound')).toBe(true);
    expect(namesStyle('a rock by the river')).toBe(false);
    expect(namesStyle('old red barn')).toBe(false);
  });

  it('leaves a style phrase told as story out of the images, phrases and events', () => {
    const r = readMessage('My cousin and I made a dub groove in his attic that winter.', 700);
    for (const x of [...r.images, ...r.phrases, ...r.events]) expect(namesStyle(x)).toBe(false);
    expect(r.instructions.some((i) => i.said === 'dub')).toBe(true);
  });

  it('takes a genre before a style noun as direction, an everyday genre word included', () => {
    const [, reply] = play(
      'My uncle taught me guitar in his garage.',
      'I hear a reggaeton groove under it, sexy and slow.',
    );
    expect(reply?.content).toMatch(/reggaeton/i);
    expect(reply?.content).toMatch(/Reggae under Genre/);
    const material = [...(reply?.themeData.images ?? []), ...(reply?.suggestions ?? [])].join(' | ');
    expect(material).not.toMatch(/reggaeton|groove/i);
    expect(reply?.content).not.toMatch(/"[^"]*reggaeton[^"]*"/i);
  });
});

describe('a fragment of style words directs the song', () => {
  it('reads moods said on their own, a comparative and a "-ish" genre as style', () => {
    expect(saids('sleepy and sweet.')).toEqual(['sleepy', 'sweet']);
    expect(instructionsIn('goofy and warm').map((i) => i.value)).toEqual(['Happy', 'Romantic']);
    expect(saids('folk-ish, but darker')).toEqual(['folk-ish', 'darker']);
    expect(instructionsIn('darker').map((i) => i.value)).toEqual([]);
  });

  it('reads a mood sentence beside a direction as style, before it or after it', () => {
    const [reply] = play('tender, obviously. a waltz, like an old Patsy Cline record');
    expect(reply?.content).toMatch(/tender/i);
    expect(reply?.content).toMatch(/Romantic under Mood/);
    const found = readMessage('Make it folk. Dad was quiet.', 0).instructions.map((i) => i.said ?? i.value);
    expect(found).not.toContain('quiet');
  });

  it('names what the record is played with, a decade and how much of a mood, as the writer said them', () => {
    const [reply] = play('just a cello and brushed drums. 70s, a little lonely');
    for (const said of ['brushed drums', '70s', 'a little lonely']) expect(reply?.content).toContain(said);
    expect(reply?.content).toMatch(/Nostalgic under Mood/);
    expect(instructionsIn('He played guitar in the garage.')).toEqual([]);
    // "quiet" said in "quiet folk" is not acknowledged again as a tempo: the sound gets the room.
    const [folk] = play('quiet folk, a little lonely. just a banjo and a cello');
    expect(folk?.content).not.toMatch(/Quiet, with lines to match/);
    expect(folk?.content).toMatch(/banjo and a cello|banjo and cello/i);
  });

  it('never reads a genre word that names a thing as style, "jazz hands" included', () => {
    expect(instructionsIn('she did jazz hands at the dinner table')).toEqual([]);
  });

  it('never reads a mood word that describes a thing in the story as style', () => {
    expect(instructionsIn('Make it about my big brother.').filter((i) => i.kind === 'mood')).toEqual([]);
    expect(instructionsIn('Make it a big chorus.').map((i) => i.value)).toContain('Powerful');
  });
});

describe('the surface of a record, in the words writers use (issue 36, set-14 read)', () => {
  it('pins whispery, brassy, glossy and campfire, and reads "the house felt empty" as story', () => {
    const pins = (text: string) => instructionsIn(text).map((i) => `${i.said ?? i.value}>${i.value}`);
    expect(pins('whispery. tiny and a lil funny')).toContain('whispery>Dreamy');
    expect(pins('big brassy 80s rock')).toContain('brassy>Powerful');
    expect(pins('wistful. 80s, synths, a lil glossy')).toContain('lil glossy>Pop');
    expect(pins('folky, campfire, harmonica')).toContain('campfire>Chill');
    expect(instructionsIn('the house felt empty')).toEqual([]);
    expect(instructionsIn('we sat by the campfire')).toEqual([]);
  });
});

describe('a feel inside an artist name (issue 36, set-12 read)', () => {
  it('offers Bright Eyes as an artist, never "bright" as a feeling, and names "lo fi" back', () => {
    const [reply] = play('soft indie, lo fi, close up. boygenius or bright eyes');
    expect(reply?.content).toMatch(/Bright Eyes/);
    expect(reply?.content).not.toMatch(/Bright: that's the feeling|Lo Fi, boygenius/);
    expect(reply?.content).toMatch(/lo fi/);
  });
});
