import { type EditorState, type Extension, StateEffect, StateField } from '@codemirror/state';
import { type BlockInfo, type EditorView, GutterMarker, gutter, type ViewUpdate } from '@codemirror/view';
import type { MelodyTarget } from '@lyricist/shared/ai/contracts';
import { MAX_MELODY_SYLLABLES } from '@lyricist/shared/constants';
import { rhymeSlot, STANZA_BREAK } from '@lyricist/shared/lyrics/rhyme-scheme';
import { sectionTag } from '@lyricist/shared/lyrics/sections';
import { marginField } from './margin-gutters';
import {
  type LineTarget,
  lineTargets,
  type MelodyLink,
  missesTarget,
  movedLinks,
  phraseAt,
  stanzaIndexes,
  targetLabel,
  targetText,
} from './melody-targets';

/**
 * The melody column (issue 35 item 3, R-memo-9): beside each line of a stanza linked to a memo, its
 * syllables against its phrase's ("7 / 8"), marked when it misses. Built on the margin's own reading
 * of the lines (marginField), which a keystroke updates for the changed lines alone; the targets are
 * one pass over what it read, with no text read again, and markers are shared by value so unchanged
 * lines keep their DOM.
 */

export const setMelodyLinks = StateEffect.define<readonly MelodyLink[]>();

/**
 * The song's linked stanzas; always in the editor, so a link can arrive before its column. An edit
 * that writes or takes out a stanza above a linked one moves the link with its stanza (R-memo-8);
 * `linksMoved` tells the writer's page, which stores the new index.
 */
export const melodyLinksField = StateField.define<readonly MelodyLink[]>({
  create: () => [],
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setMelodyLinks)) return effect.value;
    if (!tr.docChanged || value.length === 0) return value;
    const before = tr.startState.field(marginField, false);
    const after = tr.state.field(marginField, false);
    if (!before || !after) return value;
    const mapLine = (line: number) =>
      tr.state.doc.lineAt(tr.changes.mapPos(tr.startState.doc.line(line + 1).from, 1)).number - 1;
    return movedLinks(value, before.facts, after.facts, mapLine);
  },
});

/** The links an edit moved, for the page to store; never the links the page itself just set. */
export function linksMoved(update: ViewUpdate): readonly MelodyLink[] | null {
  const links = update.state.field(melodyLinksField);
  if (links === update.startState.field(melodyLinksField)) return null;
  const set = update.transactions.some((tr) => tr.effects.some((effect) => effect.is(setMelodyLinks)));
  return set ? null : links;
}

const targetsField = StateField.define<readonly (LineTarget | null)[]>({
  create: (state) => lineTargets(state.field(marginField).facts, state.field(melodyLinksField)),
  update(targets, tr) {
    const links = tr.state.field(melodyLinksField);
    const margin = tr.state.field(marginField);
    if (links === tr.startState.field(melodyLinksField) && margin === tr.startState.field(marginField))
      return targets;
    return lineTargets(margin.facts, links);
  },
});

class TargetMarker extends GutterMarker {
  constructor(
    readonly text: string,
    readonly label: string,
    readonly isMiss: boolean,
  ) {
    super();
  }
  override eq(other: GutterMarker) {
    return other instanceof TargetMarker && other.text === this.text && other.isMiss === this.isMiss;
  }
  override toDOM() {
    const span = document.createElement('span');
    span.className = this.isMiss ? 'cm-melody-miss' : 'cm-melody-fit';
    span.textContent = this.text;
    if (!this.label) return span;
    span.title = this.label;
    span.setAttribute('role', 'img');
    span.setAttribute('aria-label', this.label);
    return span;
  }
}

const markers = new Map<string, TargetMarker>();

function targetMarker(target: LineTarget): TargetMarker {
  const text = targetText(target);
  let marker = markers.get(text);
  if (!marker) {
    marker = new TargetMarker(text, targetLabel(target), missesTarget(target));
    markers.set(text, marker);
  }
  return marker;
}

const spacer = new TargetMarker('88 / 88–99', '', false);

const targetAt = (state: EditorState, block: BlockInfo) =>
  state.field(targetsField)[state.doc.lineAt(block.from).number - 1] ?? null;

/** The column itself: create-editor adds it while a stanza is linked, so an unlinked song has none. */
export function melodyGutter(): Extension {
  return [
    marginField,
    targetsField,
    gutter({
      class: 'cm-melody-gutter',
      lineMarker(view: EditorView, block: BlockInfo) {
        const target = targetAt(view.state, block);
        return target ? targetMarker(target) : null;
      },
      lineMarkerChange: (update) =>
        update.state.field(targetsField) !== update.startState.field(targetsField, false),
      // Sized for a wide cell; hidden, so it says nothing.
      initialSpacer: () => spacer,
    }),
  ];
}

/** Lines 1…`last` as stanza breaks or not, by the margin's rule (blank lines and section tags). */
function breaksUpTo(state: EditorState, last: number): { slot: string | null }[] {
  const lines: { slot: string | null }[] = [];
  for (let n = 1; n <= last; n++) {
    const text = state.doc.line(n).text;
    lines.push({ slot: sectionTag(text) === null ? rhymeSlot(text) : STANZA_BREAK });
  }
  return lines;
}

/** The stanza (0-based, as links count them) the cursor is in; null on a blank line or a tag. */
export function stanzaAtCursor(state: EditorState): number | null {
  const cursorLine = state.doc.lineAt(state.selection.main.head).number;
  return stanzaIndexes(breaksUpTo(state, cursorLine))[cursorLine - 1] ?? null;
}

/**
 * What the ghost text aims the cursor's line at (R-ghost-10): its phrase's syllables, and the
 * syllables on its strong notes (one syllable a note); undefined where the line has no phrase.
 * Read once a request, from the start of the song to the cursor.
 */
export function melodyTargetAt(state: EditorState, cursor: number): MelodyTarget | undefined {
  const links = state.field(melodyLinksField, false);
  if (!links || links.length === 0) return undefined;
  const line = state.doc.lineAt(cursor).number;
  const phrase = phraseAt(breaksUpTo(state, line), links, line - 1);
  if (!phrase || phrase.syllables > MAX_MELODY_SYLLABLES) return undefined;
  const syllablesMax = Math.min(phrase.syllablesMax, MAX_MELODY_SYLLABLES);
  return {
    syllables: phrase.syllables,
    ...(syllablesMax > phrase.syllables ? { syllablesMax } : {}),
    strong: phrase.strongBeats.filter((i) => i < phrase.syllables),
  };
}
