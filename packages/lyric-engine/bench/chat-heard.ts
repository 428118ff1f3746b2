import type { ChatOutput } from '@lyricist/shared/ai/contracts';
import { GENRES, MOODS } from '@lyricist/shared/moods-genres';
import type { HeldOutConversation, Pin, TurnKind } from './chat-held-out-2/conversations';
import { wordsIn } from './chat-metrics';

/**
 * Issue 36's figures, computed from the hand-marked turns of chat-held-out-2: whether the reply's
 * first sentence answers the turn of the newest message, style words named back and pinned right,
 * artists offered as references, style phrases turned into images, hooks, titles or lines, and filler
 * lines. "Answers the newest message" is a proxy for a reader's judgement: the lead sentence must use
 * a word that carries the marked turn (or say the kind of turn it is) and must not be a question.
 */

export type HeardPlay = {
  conversation: HeldOutConversation;
  replies: ChatOutput[];
  /** The references the chat offered for each message, as names. */
  offered: string[][];
  title: string;
};

/** The turns a reply must lead with (issue 36: a death, a first, a decision, a confession, a change). */
const TURNS: ReadonlySet<TurnKind> = new Set(['death', 'first', 'decision', 'confession', 'change']);

/** Words that say the kind of turn without repeating the writer's words. */
const KIND_CUES: Partial<Record<TurnKind, RegExp>> = {
  death: /\b(sorry|loss|losing|lost|died|passed|gone|grief|funeral|goodbye)\b/i,
  first: /\bfirst\b/i,
  decision: /\b(decid\w*|decision|choice|chose|step|leap)\b/i,
  confession: /\b(telling me|told|admit\w*|confess\w*|say(ing)? it|out loud|honest\w*|truth)\b/i,
  change: /\b(change[sd]?|changing|different|before and after|anymore|no longer|now)\b/i,
};

const PRONOUNS = new Set(
  'i me my mine we us our you your he him his she her they them their it its the a an and of to in on at for was is'.split(
    ' ',
  ),
);
const stem = (w: string) => w.replace(/'s$/, '').slice(0, 5);
const contentStems = (text: string) =>
  wordsIn(text)
    .filter((w) => !PRONOUNS.has(w) && w.length > 2)
    .map(stem);

export const firstSentence = (reply: string) => reply.split(/(?<=[.?!])\s+/)[0] ?? reply;

const flat = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
const mentions = (text: string, phrase: string) => ` ${flat(text)} `.includes(` ${flat(phrase)} `);

const LIST_NAME: Record<string, string> = Object.fromEntries(
  [...MOODS, ...GENRES].map((x) => [x.name.toLowerCase(), x.name]),
);
const pinName = (p: Pin) => LIST_NAME[p.id] ?? p.id;

/** Whether the lead sentence answers the message's turn. */
export function leadAnswers(reply: string, kind: TurnKind, words: readonly string[]): boolean {
  const lead = firstSentence(reply);
  if (kind === 'style') return words.some((w) => mentions(lead, w));
  const leadStems = new Set(contentStems(lead));
  const heard = words.some((w) => contentStems(w).some((s) => leadStems.has(s)));
  const cue = KIND_CUES[kind]?.test(lead) ?? false;
  return (heard || cue) && !(lead.trim().endsWith('?') && !heard);
}

const quoted = (text: string) =>
  [...text.matchAll(/["\u201c]([^"\u201d]+)["\u201d]/g)].map((m) => m[1] as string);

const FILLER =
  /^(the|a|an) [\w' ]+ (is|was|are|were|sits|sat|stands|stood) (empty|quiet|still|cold|faint|sweet|old|low)( now)?$/i;

/** `debug` prints each miss: only for a set that may be read (never the newest held-out set while tuning). */
export function measureHeard(played: readonly HeardPlay[], debug = false) {
  let turns = 0;
  let turnsAnswered = 0;
  let messages = 0;
  let answered = 0;
  let styleWords = 0;
  let namedBack = 0;
  let pinnedRight = 0;
  let artists = 0;
  let artistsOffered = 0;
  let styleAsMaterial = 0;
  let replies = 0;
  let withLines = 0;
  let lines = 0;
  let filler = 0;
  const byKind: Record<string, [number, number]> = {};
  for (const { conversation, replies: outs, offered, title } of played) {
    // A single mood word ("sad") may stand in a line; a genre or a style phrase may not.
    const said = conversation.messages.flatMap((m) => [
      ...(m.style ?? [])
        .filter((s) => s.said.includes(' ') || s.pins.some((p) => p.kind === 'genre'))
        .map((s) => s.said),
      ...(m.artists ?? []).map((a) => a.said),
    ]);
    if (said.some((s) => mentions(title, s))) styleAsMaterial++;
    conversation.messages.forEach((m, i) => {
      const out = outs[i] as ChatOutput;
      const ok = leadAnswers(out.content, m.turn.kind, m.turn.words);
      messages++;
      if (ok) answered++;
      else if (debug)
        console.log(
          'UNHEARD',
          conversation.id,
          i,
          m.turn.kind,
          `[${m.turn.words.join(', ')}]`,
          '|',
          out.content,
        );
      const [n, a] = byKind[m.turn.kind] ?? [0, 0];
      byKind[m.turn.kind] = [n + 1, ok ? a + 1 : a];
      if (TURNS.has(m.turn.kind)) {
        turns++;
        if (ok) turnsAnswered++;
      }
      for (const s of m.style ?? []) {
        styleWords++;
        const named = mentions(out.content, s.said);
        const pinned = s.pins.some((p) => out.content.includes(pinName(p)));
        if (named) namedBack++;
        if (pinned) pinnedRight++;
        if (debug && !(named && pinned))
          console.log(
            'STYLE',
            conversation.id,
            i,
            s.said,
            named ? '' : 'not named',
            pinned ? '' : 'not pinned',
          );
      }
      for (const a of m.artists ?? []) {
        artists++;
        if ((offered[i] ?? []).some((o) => flat(o) === flat(a.name) || flat(o) === flat(a.said)))
          artistsOffered++;
        else if (debug)
          console.log('ARTIST', conversation.id, i, a.said, '| offered:', offered[i]?.join(', '));
      }
      const material = [...out.themeData.images, ...quoted(out.content), ...out.suggestions];
      const asMaterial = said.filter((s) => material.some((x) => mentions(x, s)));
      styleAsMaterial += asMaterial.length;
      if (debug) for (const s of asMaterial) console.log('STYLE-AS-MATERIAL', conversation.id, i, s);
      replies++;
      if (out.suggestions.length > 0) withLines++;
      lines += out.suggestions.length;
      filler += out.suggestions.filter((l) => FILLER.test(l.trim())).length;
    });
  }
  const share = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 1000);
  return {
    turnsAnsweredRate: share(turnsAnswered, turns),
    turns,
    messagesAnsweredRate: share(answered, messages),
    messages,
    byKind: Object.fromEntries(Object.entries(byKind).map(([k, [n, a]]) => [k, `${a}/${n}`])),
    styleNamedBackRate: share(namedBack, styleWords),
    stylePinnedRightRate: share(pinnedRight, styleWords),
    styleWords,
    artistsOfferedRate: share(artistsOffered, artists),
    artists,
    styleAsImageHookTitleOrLine: styleAsMaterial,
    repliesWithLinesRate: share(withLines, replies),
    fillerLines: filler,
    lines,
  };
}

/** Genre names (and the common unlisted ones) taken as images, quoted hooks, lines or the title. */
export function genreAsMaterial(outs: readonly ChatOutput[], title: string): number {
  const genres = [...GENRES.map((g) => g.name), 'rnb', 'slow jam', 'gospel', 'lo-fi', 'power ballad'];
  const material = [
    title,
    ...outs.flatMap((o) => [...o.themeData.images, ...quoted(o.content), ...o.suggestions]),
  ];
  return material.filter((x) => genres.some((g) => mentions(x, g))).length;
}
