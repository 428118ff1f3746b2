import type { ChatTurn } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { namedReferences } from '../reading/references';
import { requestIn } from '../reading/request';
import { turnIn } from '../reading/turn';
import { chat } from './index';

const NO_CONTEXT = { moods: [], genres: [], artists: [], songs: [] };
const GREETING: ChatTurn = { role: 'assistant', content: "What's happening in your life right now?" };

/** Plays the writer's messages in order and gives every reply. */
function play(...messages: string[]) {
  const history: ChatTurn[] = [GREETING];
  return messages.map((message) => {
    const out = chat({ message, history, context: NO_CONTEXT });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: out.content });
    return out;
  });
}
const lead = (reply: string) => reply.split(/(?<=[.?!])\s+/)[0] ?? '';

describe('the newest message leads (issue 36)', () => {
  it('answers a death first, as a person would, before any question', () => {
    const [, reply] = play(
      'Grandma taught me to bake bread in her kitchen every Saturday.',
      'She died in October and her rolling pin is in my drawer now.',
    );
    expect(lead(reply?.content ?? '')).toMatch(/sorry|loss/i);
    expect(reply?.content).toMatch(/died in October/);
    expect(lead(reply?.content ?? '').endsWith('?')).toBe(false);
  });

  it('hears a first in the words that carry it', () => {
    const [, reply] = play(
      'I have been playing open mics for six years.',
      'Tonight a stranger sang my chorus back to me for the first time.',
    );
    expect(lead(reply?.content ?? '')).toMatch(/first time/);
    expect(reply?.content).toMatch(/a stranger sang your chorus back to you|first time/);
  });

  it('reads a confession and offers its clause as a line the writer might keep', () => {
    const [reply] = play('I never told my brother I was the one who crashed his car.');
    expect(turnIn('I never told my brother I was the one who crashed his car.')?.kind).toBe('confession');
    expect(lead(reply?.content ?? '')).toMatch(/never told your brother/);
  });
});

describe('a death someone else grieves (issue 36)', () => {
  it('reads who died and whose loss it is', () => {
    expect(turnIn("My daughter's best friend Ava lost her dad on Saturday.")).toMatchObject({
      kind: 'death',
      who: "Ava's dad",
      mourner: 'Ava',
    });
    expect(turnIn("My wife's father died on Sunday.")).toMatchObject({
      who: "my wife's father",
      mourner: 'my wife',
    });
    expect(turnIn("I picked up a rock by the river where we scattered Dad's ashes.")).toMatchObject({
      kind: 'death',
      who: 'Dad',
    });
    expect(turnIn('I lost my dad in May.')).toEqual({
      kind: 'death',
      clause: 'I lost my dad in May',
      who: 'my dad',
    });
    expect(turnIn("Mom didn't wake up this morning.")).toMatchObject({ kind: 'death', who: 'Mom' });
    for (const death of ['Our baby was stillborn in June.', 'We buried him tuesday.', "She didn't make it."])
      expect(turnIn(death)?.kind, death).toBe('death');
    for (const no of [
      'In this one nobody dies, okay?',
      'The AC died in July and we slept on the porch.',
      'We lost her number.',
      "I didn't make it to the show.",
    ])
      expect(turnIn(no), no).toBeNull();
  });

  it('is sorry for the one who died and asks about the one grieving, never what the writer misses', () => {
    const [reply] = play("My daughter's best friend Ava lost her dad on Saturday. Heart attack at the gym.");
    expect(reply?.content).toMatch(/Ava/);
    expect(reply?.content).not.toMatch(/miss most about|sorry about your daughter/i);
    const [own] = play('I lost my dad in May.');
    expect(lead(own?.content ?? '')).toMatch(/sorry about your dad|sorry/i);
  });
});

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

describe('the reply answers the newest message, not an older one (issue 36)', () => {
  it('takes its hook from what was just said, words someone said first', () => {
    const replies = play(
      'I came out to my parents at Thanksgiving.',
      "My dad didn't say anything. He just passed me the potatoes.",
      "The next morning he left a note on my windshield that said 'still my kid.'",
    );
    expect(lead(replies[2]?.content ?? '')).toMatch(/still my kid/);
    expect(replies[0]?.content).not.toMatch(/Does your parents/);
  });

  it('never takes the arrangement a direction names for the story', () => {
    const [, style, story] = play(
      'My mother called yesterday and said she was proud of me. First time ever.',
      'I want it to feel like a gospel song, uplifting, with a big choir at the end.',
      'After she hung up I sat in the car for twenty minutes before I could drive.',
    );
    for (const r of [style, story]) {
      expect(r?.content).not.toMatch(/choir/i);
      expect(r?.themeData.images.join(' ')).not.toMatch(/choir/);
    }
    expect(lead(story?.content ?? '')).toMatch(/\bcar\b/);
  });

  it('reads the song named as itself as no image of the story', () => {
    const [, , request] = play(
      "I decided to close my dad's hardware store. He built it in 1979.",
      "He still drives by every morning. He thinks I don't know.",
      "Maybe the song is me telling him I'm sorry.",
    );
    expect(request?.content).not.toMatch(/\bthe song\. A detail|about the song\b|Hold on to the song/);
  });
});

describe('a request for a part of the song is answered with that part (issue 36)', () => {
  it('reads the part and its words, or what the words are, and never a note on how the part should be', () => {
    expect(
      requestIn("the last line should be what she said at the dorm. 'you'll be fine, you always are.'"),
    ).toEqual({
      part: 'last line',
      words: "you'll be fine, you always are",
      what: 'what she said at the dorm',
    });
    expect(requestIn('can the hook be his voicemail?')).toEqual({ part: 'hook', what: 'his voicemail' });
    expect(requestIn('I want the chorus to say you got tall')).toEqual({
      part: 'chorus',
      words: 'you got tall',
    });
    expect(requestIn('make the scorecard the hook')).toEqual({ part: 'hook', what: 'the scorecard' });
    for (const other of ['The chorus needs to be simple.', 'We sang the chorus at the funeral.'])
      expect(requestIn(other), other).toBeNull();
  });

  it('leads with the words asked for and offers them as a line, or asks for the words themselves', () => {
    const [, last] = play(
      'My mom drove me to college in 1994. Eleven hours.',
      "the last line should be what she said at the dorm. 'you'll be fine, you always are.'",
    );
    expect(lead(last?.content ?? '')).toMatch(/you'll be fine, you always are.*last line/i);
    expect(last?.suggestions[0]).toBe("You'll be fine, you always are");
    const [, , chorus] = play(
      'We met in 7th grade detention.',
      "My best friend's getting married saturday.",
      "can the chorus be what she said when she called me about him: 'he folds the towels RIGHT'",
    );
    expect(chorus?.suggestions.filter((line) => /towels/i.test(line))).toEqual(['He folds the towels RIGHT']);
    const [, hook] = play(
      'My brother left me a voicemail the week before he died.',
      'can the hook be his voicemail?',
    );
    expect(hook?.content).toMatch(/hook as his voicemail.*word for word\?/i);
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
    for (const story of [
      'it was like the rain on the roof',
      'falling like dominoes',
      'like my dad used to',
      "we played my dad's old records",
      'like bluegrass but sadder',
      'a Calvin Harris drop',
    ])
      expect(artists(story), story).toEqual([]);
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
