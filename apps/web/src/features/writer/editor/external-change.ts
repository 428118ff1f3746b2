import { Annotation } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';

/**
 * Marks a document change that did not come from this writer (another tab's text): it is neither
 * saved again nor treated as typing that asks for a suggestion.
 */
export const externalChange = Annotation.define<boolean>();

/** Replaces the whole text, keeping the cursor where it maps to. */
export function replaceDocument(view: EditorView, text: string): void {
  if (view.state.doc.toString() === text) return;
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: text },
    annotations: externalChange.of(true),
  });
}
