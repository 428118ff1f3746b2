import type { SongState } from '../conversation/song-state';
import { SAYABLE_FEELINGS } from '../reading/feelings';
import type { Rng } from '../util/random';
import { type Frame, sayOnce } from './frames';
import { inside } from './lead';
import { saidToYou, toYou } from './slots';

/*
 * Leads for what a message asks of the co-writer rather than tells: leave, a judgement ("is that
 * weird"), or a story to be told.
 */

/** "i dont know if im allowed to go to the funeral", "am i allowed to laugh": a writer asking leave. */
const ALLOWED_TO = /\b(?:(?:if|whether) (?:i'?m|i am)|am i) allowed to ([^.?!,;]{2,60})/i;

/** What a writer asks to hear they are not: "is that weird", "is it tacky if we walk in to it". */
const JUDGED =
  '(allowed|ok|okay|fine|normal|a thing|weird|wierd|strange|wrong|bad|dumb|stupid|pathetic|tacky|cheesy|corny|crazy|silly|selfish|petty|lame|cringe|cringey|too much|terrible|awful|messed up|insane|morbid|creepy|enough(?: for a song)?)';
const IS_IT = new RegExp(
  `\\bis (?:that|it|this) (?:so |too |really |kind of |kinda )?${JUDGED}(?:(?= (?:to|if|that) ) (to|if|that) ([^.?!]{2,90}))?(?=[\\s?.!,]|$)`,
  'i',
);
const AM_I =
  /\bam i (?:being )?(crazy|wrong|weird|pathetic|dramatic|selfish|stupid|a bad person|overreacting)\b/i;
/** "is that the best or worst night of my life??" */
const BEST_OR_WORST = /\b(?:best|worst) or (?:the )?(?:best|worst) (\w+) of my life\b/i;

/** "It isn't weird", "It's allowed", "You're not overreacting": the answer to what was asked. */
function verdict(judged: string, am: boolean): string {
  const word = judged.toLowerCase().replace('wierd', 'weird');
  if (am) return `You're not ${word}`;
  if (/^(?:allowed|ok|okay|fine|a thing)$/.test(word)) return "It's allowed";
  if (word === 'normal') return "It's normal";
  if (word.startsWith('enough')) return "It's enough for a song";
  return `It isn't ${word}`;
}

type Asked = { verdict: string; about?: string; clause?: string; to?: string; night?: string };

const LEAVE: Frame<Asked> = {
  mark: 'nobody gets to tell you otherwise',
  say: (p) =>
    p.to ? `You're allowed to ${p.to}. Nobody gets to tell you otherwise, and the song can say so.` : null,
};

const BOTH: Frame<Asked> = {
  mark: "doesn't have to choose",
  say: (p) =>
    p.night
      ? `Both, and the song doesn't have to choose: the best and the worst ${p.night} of your life can be the same one.`
      : null,
};

/** The verdict, then what was asked about or what "that" was, then why it belongs in the song. */
const JUDGED_FRAMES: readonly Frame<Asked>[] = [
  {
    mark: 'a song is the place to say it',
    say: (p) =>
      p.about
        ? `${p.verdict} ${p.about}. A song is the place to say it.`
        : p.clause
          ? `${p.verdict}: ${p.clause}. A song is the place to say it.`
          : null,
  },
  {
    mark: 'exactly what a song is for',
    say: (p) =>
      p.about
        ? `${p.verdict} ${p.about}. That's exactly what a song is for.`
        : p.clause
          ? `${p.verdict}, and the song can say it just like that: ${p.clause}. That's exactly what a song is for.`
          : `${p.verdict}. What you just told me is exactly what a song is for.`,
  },
  {
    mark: 'plenty of good songs start',
    say: (p) =>
      p.about
        ? `${p.verdict} ${p.about}. Plenty of good songs start from less.`
        : p.clause
          ? `${p.verdict}: ${p.clause}. Plenty of good songs start from less.`
          : `${p.verdict}. Plenty of good songs start from less.`,
  },
];

export const PERMISSION_FRAMES = [LEAVE, BOTH, ...JUDGED_FRAMES];

/** "wierdest thing happened on the train this morning": a story announced, not yet told. */
const ANNOUNCED =
  /\b(?:weirdest|wierdest|craziest|strangest|funniest|wildest|best|worst|saddest|sweetest) thing (?:just )?happened\b([^.?!]*)/i;

/** The ask for a story the writer has only announced: "What happened on the train this morning?". */
export function announcedLead(state: SongState): string | null {
  const m = ANNOUNCED.exec(state.latest.story);
  if (!m || state.latest.turn) return null;
  return `What happened${toYou((m[1] ?? '').trimEnd())}? Tell me all of it, the small stuff too.`;
}

/** "ok i need a minute", "give me a sec": the writer stepping away from it. */
const NEEDS_A_MINUTE =
  /\b(?:i need (?:a|one) (?:minute|moment|sec|second)|give me (?:a|one) (?:minute|moment|sec|second)|hold on a (?:sec|second|minute)|brb)\b/i;

/** What a reply says, in place of a question, to a writer who needs a minute. */
export function pauseFor(state: SongState): string | null {
  return NEEDS_A_MINUTE.test(state.latest.story)
    ? "Take all the time you need. I'm here when you're ready, and so is the song."
    : null;
}

/** The two sentences before the question: what "that" is ("i love those people. i just dont believe"). */
function before(text: string, at: number): string {
  return text
    .slice(0, at)
    .split(/[.!?]+\s*/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 3)
    .slice(-2)
    .join(', and ');
}

/**
 * The answer to a writer asking the co-writer something, before anything else (set-12 and set-14
 * readers): leave ("You're allowed to go to the funeral"), a judgement ("is it weird to be this sad…" →
 * "It isn't weird to be this sad about somebody you haven't thought about since 1995"; "is that
 * pathetic?" → "It isn't pathetic: " and what "that" is), or a night that was both.
 */
export function permissionLead(state: SongState, rng: Rng): string | null {
  const text = state.latest.story;
  const say = (asked: Asked, frames = JUDGED_FRAMES) => sayOnce(frames, asked, state.spoken, rng);
  const to = ALLOWED_TO.exec(text)?.[1];
  if (to) return say({ verdict: '', to: toYou(to.trim()) }, [LEAVE]);
  const night = BEST_OR_WORST.exec(text)?.[1];
  if (night) return say({ verdict: '', night: night.toLowerCase() }, [BOTH]);
  const is = IS_IT.exec(text);
  const am = is ? null : AM_I.exec(text);
  const asked = is ?? am;
  if (!asked?.[1]) return null;
  // "random q first: is it bad to use a capo on every song? ok real thing. my coworker's wife died":
  // a question asked before a death waits.
  const { turn } = state.latest;
  const death = turn?.kind === 'death' ? text.toLowerCase().indexOf(turn.clause.toLowerCase()) : -1;
  if (asked.index < death) return null;
  const answer = verdict(asked[1], Boolean(am));
  if (is?.[2] && is[3])
    return say({ verdict: answer, about: `${is[2].toLowerCase()} ${toYou(is[3].trim())}` });
  const that = before(text, asked.index);
  if (that) return say({ verdict: answer, clause: inside(saidToYou(that, text)) });
  // "im kind of giddy?? is that bad": the feeling was all "that" was.
  const felt = state.latest.feelings.find((f) => !f.negated && SAYABLE_FEELINGS.has(f.word.toLowerCase()));
  return say({ verdict: answer, about: felt && !am ? `to feel ${felt.word.toLowerCase()}` : undefined });
}
