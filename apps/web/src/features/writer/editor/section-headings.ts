import { type Extension, RangeSetBuilder } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  type EditorView,
  ViewPlugin,
  type ViewUpdate,
} from '@codemirror/view';
import { sectionTag } from '@lyricist/shared/lyrics/sections';

/**
 * Section tags (`[Chorus]` alone on a line) look like headings. Only the visible lines are looked at,
 * so a keystroke costs the same in a long song as in a short one.
 */
const heading = Decoration.line({ class: 'cm-section-heading' });

function headings(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const { from, to } of view.visibleRanges) {
    for (let pos = from; pos <= to; ) {
      const line = view.state.doc.lineAt(pos);
      if (sectionTag(line.text) !== null) builder.add(line.from, line.from, heading);
      pos = line.to + 1;
    }
  }
  return builder.finish();
}

export function sectionHeadings(): Extension {
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = headings(view);
      }
      update(update: ViewUpdate) {
        if (update.docChanged || update.viewportChanged) this.decorations = headings(update.view);
      }
    },
    { decorations: (plugin) => plugin.decorations },
  );
}

/** The Sections menu: puts `[label]` on a line of its own at the cursor, the cursor after it. */
export function insertSectionTag(view: EditorView, label: string): void {
  const { head } = view.state.selection.main;
  const line = view.state.doc.lineAt(head);
  // Mid-line or at the end of a line the tag starts a new line; the rest of the line follows it.
  const before = head > line.from ? '\n' : '';
  const insert = `${before}[${label}]\n`;
  view.dispatch({
    changes: { from: head, insert },
    selection: { anchor: head + before.length + label.length + 3 },
    scrollIntoView: true,
  });
  view.focus();
}
