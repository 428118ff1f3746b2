import { describe, expect, it } from 'vitest';
import { namedReferences } from '../reading/references';
import { play } from './test-conversation';

describe('style words are style (issue 36)', () => {
  it('reads a genre named with its kind as style, and a thing with a genre word in it as story', () => {
    const [, reply] = play(
      'My pop taught me to bait a hook on the Cumberland when I was five.',
      'outlaw country, waylon, a little rough around the edges',
    );
    expect(reply?.content).toMatch(/outlaw country/i);
    expect(reply?.content).toMatch(/Country under Genre/);
    expect(reply?.content).not.toMatch(/"a little rough around the edges"/);
    const [story] = play('There was a tire swing on the oak tree behind the house.');
    expect(story?.content).not.toMatch(/Swing|under Genre/);
  });

  it('hears an artist the writer loves, typed in lower case, as a reference and never a person of the story', () => {
    const replies = play(
      'i love phoebe bridgers. i want it to feel like that, sad but funny',
      "It's about my grandma's last Halloween. She went as a ghost in a bedsheet.",
      'She died in November. Two weeks later.',
    );
    expect(replies[0]?.content).toMatch(/Phoebe Bridgers/);
    for (const r of replies) expect(r.themeData.images.join(' ')).not.toMatch(/bridgers|phoebe/i);
    expect(replies[2]?.content).not.toMatch(/bridgers/i);
  });

  it('names a genre with a symbol back as written, maps it to the pin, and never makes it an image or a hook', () => {
    const [, reply] = play(
      'My sister is getting married in the spring.',
      "I think it's more of an R&B slow jam, warm and a little bittersweet.",
    );
    const content = reply?.content ?? '';
    expect(content).toMatch(/R&B/);
    expect(content).toMatch(/slow jam/i);
    expect(content).toMatch(/R&B under Genre/);
    expect(content).toMatch(/Melancholic under Mood/);
    expect(reply?.themeData.images.join(' ')).not.toMatch(/rb|slow jam|r&b/i);
    expect(content).not.toMatch(/"[^"]*(slow jam|R&B)[^"]*"/);
    for (const line of reply?.suggestions ?? []) expect(line).not.toMatch(/slow jam|R&B|rb\b/i);
  });

  it('offers "rnb" and "lo-fi" as the writer said them', () => {
    const [reply] = play('rnb but keep it lo-fi');
    expect(reply?.content).toMatch(/rnb/i);
    expect(reply?.content).toMatch(/lo-fi/i);
  });
});

describe('named artists become references (issue 36)', () => {
  it('finds an artist named as a sound, and the song with its artist', () => {
    expect(namedReferences('Make it slow, like an old Merle Haggard record.').artists).toEqual([
      'Merle Haggard',
    ]);
    expect(namedReferences('Big voice, like singing Aretha in the car.').artists).toEqual(['Aretha']);
    expect(namedReferences('Something like Jolene by Dolly Parton.')).toEqual({
      artists: ['Dolly Parton'],
      songs: [{ title: 'Jolene', artist: 'Dolly Parton' }],
    });
    expect(namedReferences('My uncle Ray drove us to the lake.').artists).toEqual([]);
  });

  it('reads a song title with small words in it, and never its first word as an artist', () => {
    expect(namedReferences('We played Dust in the Wind by Kansas like nine times.')).toEqual({
      artists: ['Kansas'],
      songs: [{ title: 'Dust in the Wind', artist: 'Kansas' }],
    });
    const [reply] = play('We played Dust in the Wind by Kansas like nine times on that drive.');
    for (const line of reply?.suggestions ?? []) expect(line).not.toMatch(/in the Wind by|\bDust\b/);
  });

  it('finds artists typed in lower case after a cue, and never a thing, a person or a style', () => {
    const artists = (text: string) => namedReferences(text).artists;
    expect(artists('something like leon bridges, but sadder')).toEqual(['Leon Bridges']);
    expect(artists('think phoebe bridgers but angrier')).toEqual(['Phoebe Bridgers']);
    expect(artists('like sturgill simpson or tyler childers')).toEqual([
      'Sturgill Simpson',
      'Tyler Childers',
    ]);
    expect(artists('a tyler childers record, fiddle and all')).toEqual(['Tyler Childers']);
    expect(artists('like the smiths')).toEqual(['The Smiths']);
    // A name the list of known artists holds is one wherever it is typed with its capitals.
    expect(artists('a Calvin Harris drop')).toEqual(['Calvin Harris']);
    for (const story of [
      'it was like the rain on the roof',
      'falling like dominoes',
      'like my dad used to',
      "we played my dad's old records",
      'like bluegrass but sadder',
    ])
      expect(artists(story), story).toEqual([]);
  });

  it('finds artists listed bare beside style words, in any case, and never a style, an instrument or a brand', () => {
    const artists = (text: string) => namedReferences(text).artists;
    expect(artists('synth-pop, moody. Depeche Mode, CHVRCHES')).toEqual(['Depeche Mode', 'CHVRCHES']);
    expect(artists('outlaw country, merle haggard, a little dwight yoakam')).toEqual([
      'Merle Haggard',
      'Dwight Yoakam',
    ]);
    expect(artists('sad and slow. Elliott Smith but warmer')).toEqual(['Elliott Smith']);
    for (const story of [
      'bluegrass, banjo, fiddle, a little country-pop',
      'jazz-ish, late night, smoky',
      'my mom made soul food every Sunday, Grandma sang',
      'it still smells like Juicy Fruit gum and motor oil',
      'we stopped at a Waffle Barn on the way home',
    ])
      expect(artists(story), story).toEqual([]);
  });

  it('never reads an adverb, a past verb, a typed contraction or a sound after a cue as an artist', () => {
    for (const story of [
      'they laughed at me, like genuinely laughed',
      'i think im falling for her',
      'lo-fi, vinyl crackle, a little rain sample',
    ])
      expect(namedReferences(story).artists, story).toEqual([]);
  });

  it('never quotes the artist back as a hook or reads it as an image', () => {
    const replies = play(
      'My dad sold his fishing boat last summer.',
      'We used to play Merle Haggard records on the dock.',
      'Make it slow country, like an old Merle Haggard record.',
    );
    for (const r of replies) {
      expect(r.content).not.toMatch(/"[^"]*Haggard[^"]*"/);
      expect(r.themeData.images.join(' ')).not.toMatch(/haggard|merle/i);
    }
    expect(replies[2]?.content).toMatch(/Merle Haggard/);
  });
});

describe('lines worth clicking (issue 36)', () => {
  it("names the newest message's last thing first and offers its own clause, never a sentence about the song", () => {
    const [, aisle] = play(
      'got my first real paycheck today!!! $1,412.66 after taxes lol',
      'took my mom grocery shopping with it. she pretended not to cry in the cereal aisle',
    );
    expect(aisle?.content).not.toMatch(/grocery shopping/);
    expect(aisle?.suggestions[0]).toMatch(/cereal aisle/i);
    for (const r of play('He never let me pay for a bus ticket. I want the song to be my fare.'))
      for (const line of r.suggestions) expect(line).not.toMatch(/\bthe song\b/i);
  });

  it('offers a clause told without its "I" as a line, with its apostrophes back and never shouted', () => {
    const [reply] = play('long shift. finally fixed the porch light, found my old yearbook under the steps');
    expect(reply?.suggestions).toContain('Found my old yearbook under the steps');
    const [typed] = play('GOT THE KEYS TODAY. i didnt look back when i locked the old door');
    const lines = typed?.suggestions.join(' / ') ?? '';
    expect(lines).not.toMatch(/didnt|KEYS/);
    expect(lines).toMatch(/I didn't look back when I locked the old door/);
  });

  it('never offers a line cut off before it ends', () => {
    const replies = play(
      'The nurse called at 5. He made me a grilled cheese and left it by my door.',
      "She ate two pieces and said 'baby, this is the one.' Then she cried.",
    );
    for (const r of replies)
      for (const line of r.suggestions) {
        expect(line).not.toMatch(/\b(a|an|the|and|but|my|your|of)$/i);
        expect((line.match(/(?<![a-z])'|'(?![a-z])|"/gi) ?? []).length % 2).toBe(0);
      }
  });

  it('never offers a clause cut from its subject, nor one feeling twice', () => {
    const replies = play(
      'my husband and I are finally taking a honeymoon. 25 years late',
      'bon iver vibes. falsetto, snowy, lonely',
      "i haven't moved the post-it. i'm lonely, so lonely.",
    );
    for (const r of replies)
      for (const line of r.suggestions) {
        expect(line).not.toMatch(/^I are\b/);
        expect(line).not.toMatch(/^(\w+) and \1 at the same time/i);
      }
  });

  it('never offers "The X was empty/quiet/still" filler', () => {
    const replies = play(
      'My grandpa sold the farm in March.',
      'The barn, the tire swing, the kitchen table where we ate every Sunday.',
      'Mom finally cleaned out the garage this weekend. Forty years of paint cans.',
    );
    for (const r of replies)
      for (const line of r.suggestions)
        expect(line).not.toMatch(
          /^the [\w' ]+ (is|was|are|were|sits|sat|stands|gathers|gathered) (empty|quiet|still|dust)/i,
        );
  });
});
