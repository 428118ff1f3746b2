import { type Extension, Prec, StateEffect } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  keymap,
  type PluginValue,
  ViewPlugin,
  type ViewUpdate,
  WidgetType,
} from '@codemirror/view';
import {
  SUGGESTION_REVEAL_MS_PER_WORD,
  SWIPE_ACCEPT_MAX_Y_PX,
  SWIPE_ACCEPT_MIN_X_PX,
} from '@lyricist/shared/web-constants';
import type { AutocompleteBody, AutocompleteResponse } from '@lyricist/shared/writing/contracts';
import { type AutocompleteScheduler, createAutocompleteScheduler } from '../lib/autocomplete-scheduler';
import { externalChange } from './external-change';
import {
  acceptGhost,
  clearGhost,
  ghostAccepted,
  ghostField,
  ghostText,
  needsSpaceBefore,
  revealGhostWord,
  setGhost,
} from './ghost-state';
import { melodyTargetAt } from './melody-gutter';

/** Ghost-text autocompletion for CodeMirror: the widget, the reveal timer, Tab/Escape and the swipe. */
export type GhostConfig = {
  request: (body: AutocompleteBody) => Promise<AutocompleteResponse>;
  directorsAvailable: boolean;
  onAccept: (method: 'tab' | 'swipe') => void;
  onReject: () => void;
};

/** Tells the editor whether the session now has a director output (after a session refresh). */
export const setDirectorsAvailable = StateEffect.define<boolean>();

/** The song's form changed (the writer set its rhyme scheme): drop the ghost and ask again, as after an edit. */
export const formChanged = StateEffect.define<null>();

class GhostWidget extends WidgetType {
  constructor(readonly text: string) {
    super();
  }
  override eq(other: GhostWidget) {
    return other.text === this.text;
  }
  toDOM() {
    const span = document.createElement('span');
    span.className = 'cm-ghost-text';
    span.textContent = this.text;
    return span;
  }
  override ignoreEvent() {
    return false;
  }
}

const ghostDecorations = EditorView.decorations.compute([ghostField], (state) => {
  const ghost = state.field(ghostField);
  if (!ghost) return Decoration.none;
  const text = `${needsSpaceBefore(state, ghost.pos) ? ' ' : ''}${ghostText(ghost)}`;
  return Decoration.set([Decoration.widget({ widget: new GhostWidget(text), side: 1 }).range(ghost.pos)]);
});

function acceptCommand(config: GhostConfig, method: 'tab' | 'swipe') {
  return (view: EditorView): boolean => {
    const spec = acceptGhost(view.state);
    if (!spec) return false;
    view.dispatch(spec);
    config.onAccept(method);
    return true;
  };
}

function ghostPlugin(config: GhostConfig) {
  return ViewPlugin.fromClass(
    class implements PluginValue {
      scheduler: AutocompleteScheduler;
      revealTimer: ReturnType<typeof setTimeout> | null = null;

      constructor(readonly view: EditorView) {
        this.scheduler = createAutocompleteScheduler({
          read: () => ({ text: view.state.doc.toString(), cursor: view.state.selection.main.head }),
          // A line of a stanza linked to a memo aims at its phrase (R-ghost-10).
          request: (body) => {
            const melody =
              body.currentLyrics === '' ? undefined : melodyTargetAt(view.state, body.cursorPosition);
            return config.request(melody ? { ...body, melody } : body);
          },
          show: (text, pos) => view.dispatch({ effects: setGhost.of({ pos, text }) }),
          // Edits already drop the ghost in the state field; this covers failed requests.
          clear: () => {
            if (view.state.field(ghostField))
              queueMicrotask(() => view.dispatch({ effects: clearGhost.of(null) }));
          },
          onRequestError: (error) => console.error('Autocomplete failed', error),
        });
        this.scheduler.setDirectorsAvailable(config.directorsAvailable);
        this.scheduler.loaded();
      }

      update(update: ViewUpdate) {
        for (const tr of update.transactions) {
          for (const effect of tr.effects) {
            if (effect.is(setDirectorsAvailable)) this.scheduler.setDirectorsAvailable(effect.value);
            if (effect.is(formChanged)) this.scheduler.edited();
          }
          if (!tr.docChanged || tr.annotation(externalChange)) continue;
          if (tr.annotation(ghostAccepted)) this.scheduler.accepted();
          else this.scheduler.edited();
        }
        this.scheduleReveal();
      }

      scheduleReveal() {
        const ghost = this.view.state.field(ghostField);
        if (!ghost || ghost.shown >= ghost.words.length) {
          if (this.revealTimer !== null) clearTimeout(this.revealTimer);
          this.revealTimer = null;
          return;
        }
        if (this.revealTimer !== null) return;
        this.revealTimer = setTimeout(() => {
          this.revealTimer = null;
          this.view.dispatch({ effects: revealGhostWord.of(null) });
        }, SUGGESTION_REVEAL_MS_PER_WORD);
      }

      destroy() {
        this.scheduler.dispose();
        if (this.revealTimer !== null) clearTimeout(this.revealTimer);
      }
    },
  );
}

/** Touch: a swipe right of more than 100 px with under 50 px of vertical travel accepts. */
function swipeToAccept(config: GhostConfig): Extension {
  let start: { x: number; y: number } | null = null;
  const accept = acceptCommand(config, 'swipe');
  return EditorView.domEventHandlers({
    touchstart(event) {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
      return false;
    },
    touchend(event, view) {
      const touch = event.changedTouches[0];
      const from = start;
      start = null;
      if (!touch || !from) return false;
      const dx = touch.clientX - from.x;
      const dy = Math.abs(touch.clientY - from.y);
      if (dx <= SWIPE_ACCEPT_MIN_X_PX || dy >= SWIPE_ACCEPT_MAX_Y_PX) return false;
      return accept(view);
    },
  });
}

export function ghostSuggestions(config: GhostConfig): Extension {
  const reject = (view: EditorView): boolean => {
    if (!view.state.field(ghostField)) return false;
    view.dispatch({ effects: clearGhost.of(null) });
    config.onReject();
    return true;
  };
  return [
    ghostField,
    ghostDecorations,
    ghostPlugin(config),
    swipeToAccept(config),
    Prec.highest(
      keymap.of([
        { key: 'Tab', run: acceptCommand(config, 'tab') },
        { key: 'Escape', run: reject },
      ]),
    ),
  ];
}
