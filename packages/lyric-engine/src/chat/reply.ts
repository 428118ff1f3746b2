import type { SongState } from '../conversation/song-state';
import type { Rng } from '../util/random';
import { announcedLead, pauseFor, permissionLead } from './asked-lead';
import { sayOnce } from './frames';
import { followUp, leadFor } from './lead';
import { chooseMove, hookOf, type Move, tensionIn } from './moves';
import { missingPieces, QUESTIONS } from './questions';
import { ECHO, HOOK, REFLECT, SAID_BACK, TENSION } from './reflect-frames';
import { requestLead } from './request-lead';
import { newestSlots, type Slots, slotsOf } from './slots';
import { offerStyle } from './style-offer';

/** A death said as news, not a ceremony after it ("the funeral lunch he wanted"). */
const DEATH_NEWS = /\b(?:died|dies|passed|gone|lost|didn'?t make it|killed|stillborn|without|since)\b/i;

function moveText(state: SongState, move: Move, slots: Slots, rng: Rng): string[] {
  const { spoken } = state;
  if (move === 'style') return offerStyle(state.latest.instructions, state.latest.styleSaid, spoken, rng);
  const once = (text: string | null) => (text ? [text] : []);
  if (move === 'tension') {
    const tension = tensionIn(state);
    return tension ? once(sayOnce(TENSION, tension, spoken, rng)) : [];
  }
  if (move === 'hook') {
    const hook = hookOf(state);
    return hook ? once(sayOnce(HOOK, hook, spoken, rng)) : [];
  }
  if (move === 'said') return once(sayOnce(SAID_BACK, newestSlots(state), spoken, rng));
  // The writer's own strongest clause said back first; a thing of it only when there is none.
  if (move === 'reflect')
    return once(sayOnce(ECHO, slots, spoken, rng) ?? sayOnce(REFLECT, slots, spoken, rng));
  return [];
}

/** One question about the piece the song needs most, in a frame this conversation hasn't heard. */
function question(state: SongState, slots: Slots, said: readonly string[], rng: Rng): string | null {
  for (const piece of missingPieces(state)) {
    const q = sayOnce(QUESTIONS[piece], slots, said, rng);
    if (q) return q;
  }
  return null;
}

/**
 * The reply. A message that carries a turn (a death, a confession, a first, a decision, a change) is
 * answered first, in its own words, then any style it asked for, then a question that follows from the
 * turn. A message that asks something of a part of the song ("the last line should be what she said")
 * is answered with that part and its words, and a message about the sound with the sound: neither needs
 * a question. Otherwise one move, then (unless the move asked already) one question about what the
 * message itself told; none when it told nothing a question could name.
 */
export function composeReply(state: SongState, rng: Rng): string {
  const slots = slotsOf(state, state.turns - 1);
  const asking = newestSlots(state);
  // A request or a wish is what the message is for ("first line should be...", "I want it to feel like
  // the funeral lunch he wanted"); only a death told in it comes before.
  const turn = state.latest.turn;
  const deathNews = turn?.kind === 'death' && DEATH_NEWS.test(turn.clause);
  const asked = deathNews ? null : requestLead(state, rng);
  const announced = asked ? null : announcedLead(state);
  if (announced) return announced;
  // "is it tacky if we walk in to a song i wrote? chorus: …": what was asked is answered first.
  const permission = permissionLead(state, rng);
  if (asked) return permission ? `${permission} ${asked}` : asked;
  // "she asked me to sing at the funeral", after the death was told and answered: no second sorry.
  const mourned =
    turn?.kind === 'death' && !deathNews && state.spoken.some((reply) => /\bsorry\b/i.test(reply));
  const lead = permission ?? (mourned ? null : leadFor(state, rng));
  const pause = pauseFor(state);
  if (lead) {
    const parts = [lead];
    // Style words inside the clause of a death or a confession are the story's ("ive been pretending to
    // like jazz"); asked for beside it ("make it a slow two-step"), they are still the sound.
    const clause = ` ${turn?.clause.toLowerCase() ?? ''} `;
    const told =
      (turn?.kind === 'death' || turn?.kind === 'confession') &&
      state.latest.instructions.every((i) => clause.includes(` ${(i.said ?? i.value).toLowerCase()} `));
    if (!told && state.latest.instructions.some((i) => !i.negated))
      parts.push(
        ...offerStyle(state.latest.instructions, state.latest.styleSaid, [...state.spoken, lead], rng).slice(
          0,
          2,
        ),
      );
    // "ok i need a minute": no question for someone stepping away.
    const q =
      pause ?? followUp(state, asking, rng) ?? question(state, asking, [...state.spoken, ...parts], rng);
    if (q) parts.push(q);
    return parts.join(' ');
  }
  const move = chooseMove(state);
  const parts = moveText(state, move, slots, rng);
  if (pause) return [...parts.filter((p) => !p.trim().endsWith('?')), pause].join(' ');
  if (move !== 'style' && !parts.some((p) => p.trim().endsWith('?'))) {
    const q = question(state, asking, [...state.spoken, ...parts], rng);
    if (q) parts.push(q);
  }
  if (parts.length === 0) return 'Tell me more: where were you, and who was there?';
  return parts.join(' ');
}
