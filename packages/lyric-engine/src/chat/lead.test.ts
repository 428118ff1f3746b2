import { describe, expect, it } from 'vitest';
import { requestIn } from '../reading/request';
import { turnIn } from '../reading/turn';
import { lead, play } from './test-conversation';

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

describe('turns told the way writers type them (issue 36)', () => {
  it('reads turns typed without apostrophes, and a name that "didn\'t make it" as a death', () => {
    expect(turnIn('i havent told my sister about the loan')?.kind).toBe('confession');
    const [typed] = play('rough week. i havent told my sister i sold the piano');
    expect(typed?.content).toMatch(/You haven't told your sister you sold the piano/);
    expect(turnIn('im done. gave my notice at the mill today')?.kind).toBe('decision');
    expect(turnIn("Uncle Pete didn't make it.")?.kind).toBe('death');
    expect(turnIn("I didn't make it to the recital.")).toBeNull();
    expect(turnIn("I'm telling you, the storm was loud")).toBeNull();
  });

  it("says a death back with the name once, and offers the newest message's lines first, times whole", () => {
    const [, reply] = play(
      'the basement flooded last week and we lost all the photo albums',
      "Uncle Pete didn't make it. the night nurse called at 6:15.",
    );
    const content = reply?.content ?? '';
    expect(lead(content)).toMatch(/sorry/i);
    expect(content.match(/Pete/g)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(content).not.toMatch(/Pete\. Uncle Pete/);
    // A death gets no line from the flood told before it, and its time stays whole.
    expect(reply?.suggestions.join(' / ')).not.toMatch(/basement|albums/);
    expect(reply?.suggestions).toContain('The night nurse called at 6:15');
  });
});

describe('what the writer wants the whole song to do (issue 36)', () => {
  it("says a wish for the song, for its listener, or for playing it, back as the song's job", () => {
    const [song] = play('She always drove me to the station. I want the song to be my thank you.');
    expect(lead(song?.content ?? '')).toMatch(/the song should be your thank you|The song is your thank you/);
    const [listener] = play('I want him to know it was never his fault without me saying so.');
    expect(lead(listener?.content ?? '')).toMatch(
      /him know it was never his fault without you saying so|he should know/,
    );
    const [played] = play('I want to sing it to my mom before the move.');
    expect(lead(played?.content ?? '')).toMatch(/for your mom before the move/);
  });

  it("reads a plan told in the present as a decision, and the newest sentence's turn before an older one", () => {
    expect(turnIn("i'm asking her to marry me on friday")?.kind).toBe('decision');
    expect(turnIn('He came back from his first tour with a beard. He quit the band.')).toMatchObject({
      kind: 'decision',
      clause: 'He quit the band',
    });
  });
});

describe('a moment said back whole (issue 36)', () => {
  it('leads with the last whole clause of a moment in "you" words, never a side noun', () => {
    const [reply] = play('long night. the power went out at nine so I read to the kids by flashlight');
    expect(lead(reply?.content ?? '')).toMatch(/^You read to the kids by flashlight/);
    const [typed] = play('im driving up to see him on sunday');
    expect(typed?.content).toMatch(/You're driving up to see him on sunday/);
  });

  it('reads a quoted one-word title, and fragments of style across sentences', () => {
    expect(requestIn("could the title be 'home'")).toMatchObject({ part: 'title', words: 'home' });
    const [fragments] = play('calm. a little sweet. not cheesy');
    expect(fragments?.content).toMatch(/Chill under Mood/);
    expect(fragments?.content).not.toMatch(/"a little sweet"/);
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
    // The choir is named back only as what the record is played with, never as a thing of the story.
    expect(style?.content).not.toMatch(/"[^"]*choir/i);
    expect(story?.content).not.toMatch(/choir/i);
    for (const r of [style, story]) expect(r?.themeData.images.join(' ')).not.toMatch(/choir/);
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
