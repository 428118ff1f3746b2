import { describe, expect, it } from 'vitest';
import { instructionsIn } from '../reading/instructions';
import { namedReferences } from '../reading/references';
import { requestIn } from '../reading/request';
import { turnIn } from '../reading/turn';
import { lead, play } from './test-conversation';

/** Issue 36: what the blind readers of chat-held-out-6, -7 and -8 marked down, in phrases of these tests' own. */

describe('what both set-6 readers marked down (issue 36)', () => {
  it('answers a key and a part asked for without an article, never "a chorus has its own shape"', () => {
    expect(requestIn('could we do it in the key of G? her voice cracks above that')).toMatchObject({
      part: 'key',
      words: 'G',
    });
    const [key] = play('could we do it in the key of G? her voice cracks above that');
    expect(lead(key?.content ?? '')).toMatch(/key of G/);
    const [part] = play("bridge should be 'leave the porch light on'");
    expect(part?.content).toMatch(/Leave the porch light on/i);
    expect(part?.content).not.toMatch(/its own shape/);
  });

  it('never reads "first name", "first dance" or "first chill" as a first, and a first year without someone is a loss', () => {
    for (const story of [
      'I called my stepdad by his first name until I was 30.',
      'they asked me to write their first dance',
      'first chill in the air tonight',
    ])
      expect(turnIn(story)?.kind, story).not.toBe('first');
    expect(turnIn('first christmas without grandpa.')?.kind).toBe('death');
    expect(turnIn('the calendar on the wall was from the funeral home')).toBeNull();
  });

  it('says a shouted turn back in sentence case', () => {
    const [reply] = play('GOT MY FIRST TATTOO TODAY');
    expect(reply?.content).toMatch(/got your first tattoo today/i);
    expect(reply?.content).not.toMatch(/TATTOO/);
  });
});

describe('what both set-7 readers marked down (issue 36)', () => {
  it('answers a part asked for before any turn in it, and an anniversary of a death as a loss', () => {
    const [part] = play("last line should be 'leave the light on for me'");
    expect(lead(part?.content ?? '')).toMatch(/Leave the light on for me/i);
    expect(part?.content).not.toMatch(/first time|Standing near the line/);
    expect(turnIn('ten years today since dad.')?.kind).toBe('death');
    const [, wish] = play(
      'my aunt Rosa died in june.',
      'I want it to feel like the funeral party she planned. dancing, no tears',
    );
    expect(lead(wish?.content ?? '')).toMatch(/the song should feel like the funeral party she planned/i);
  });

  it('never takes a saying for a style, a denial for a hook or an image, or an instrument for an artist', () => {
    const [saying] = play('my uncle says the trick is coffee, long walks and all that jazz');
    expect(saying?.content).not.toMatch(/Jazz under Genre/);
    expect(instructionsIn('nobody warned me about the baby blues')).toEqual([]);
    const [denial] = play('not sappy, not a greeting card. something with dirt under its nails');
    expect(denial?.themeData.images.join(' ')).not.toMatch(/greeting card/);
    expect(denial?.content).not.toMatch(/"[^"]*not a greeting card/i);
    expect(namedReferences('he played clarinet for forty years').artists).toEqual([]);
    expect(namedReferences('zydeco. the louisiana kind, washboard and all').artists).toEqual([]);
  });

  it('never offers a line with an artist cut out of it, nor one that directs the song', () => {
    const [reply] = play('she played Fleetwood Mac on a loop in the station wagon. it needs to be a BOP');
    const lines = reply?.suggestions.join(' / ') ?? '';
    expect(lines).not.toMatch(/played on a loop|needs to be/i);
  });
});

describe('what the set-8 readers marked down (issue 36)', () => {
  it('reads a part given after a colon or named with "title it", never "I used to call it home"', () => {
    expect(requestIn("bridge: 'we were kids'")).toEqual({ part: 'bridge', words: 'we were kids' });
    expect(requestIn("let's title it 'porch swing'")).toEqual({ part: 'title', words: 'porch swing' });
    expect(requestIn('we used to call it home')).toBeNull();
    const [reply] = play("chorus: 'not tonight'");
    expect(lead(reply?.content ?? '')).toMatch(/Not tonight/i);
  });

  it("never takes a team, a state, a food or a saying for a style, nor someone else's silence for a confession", () => {
    for (const story of [
      'took my nephew to the Jazz game',
      'we drove through the Bluegrass State',
      'i never rock the boat at work',
      'gospel truth, he hated fishing',
    ])
      expect(instructionsIn(story), story).toEqual([]);
    expect(turnIn("he didn't tell anyone for months")?.kind).not.toBe('confession');
  });

  it('names a genre joined with a slash once, with both its pins', () => {
    const found = instructionsIn('R&B/soul, smooth');
    expect(found.filter((i) => i.kind === 'genre').map((i) => [i.value, i.said])).toEqual([
      ['R&B', 'R&B/soul'],
      ['Soul', 'R&B/soul'],
    ]);
  });
});
