import { EditorView } from '@codemirror/view';

/** The editor's look: calm, dark, a serif for the words, a quiet margin, a faint italic ghost. */
export const editorTheme = EditorView.theme(
  {
    '&': {
      color: 'var(--color-foreground)',
      backgroundColor: 'transparent',
      fontSize: '1.125rem',
      height: '100%',
    },
    '&.cm-focused': { outline: 'none' },
    '.cm-scroller': {
      fontFamily: 'var(--font-serif)',
      lineHeight: '1.75',
      overflowX: 'hidden',
    },
    // The browser's own caret and selection: drawing them (drawSelection) cost about a third of the
    // main-thread time per keystroke in bench/editor.bench.ts.
    '.cm-content': {
      padding: '1.5rem 0 40vh',
      caretColor: 'var(--color-primary)',
    },
    '.cm-content ::selection': { backgroundColor: 'rgba(245, 158, 11, 0.32)' },
    '.cm-line': { padding: '0 1rem 0 0.75rem' },
    '.cm-section-heading': {
      color: 'var(--color-primary)',
      fontFamily: 'var(--font-sans)',
      fontSize: '0.8rem',
      fontWeight: '600',
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
    },
    '.cm-placeholder': { color: 'var(--color-muted)', fontStyle: 'italic' },
    '.cm-ghost-text': {
      color: 'rgba(236, 235, 242, 0.4)',
      fontStyle: 'italic',
      pointerEvents: 'none',
    },
    '.cm-gutters': {
      backgroundColor: 'transparent',
      border: 'none',
      fontFamily: 'var(--font-sans)',
      fontSize: '0.75rem',
      userSelect: 'none',
    },
    '.cm-gutter': { minWidth: '1.75rem' },
    // The marker is as tall as one row of lyrics, so it sits level with a line's first row.
    '.cm-gutterElement': { display: 'flex', justifyContent: 'center', lineHeight: 'calc(1.125rem * 1.75)' },
    '.cm-rhyme-gutter .cm-gutterElement': { color: 'var(--color-primary)', fontWeight: '600' },
    '.cm-syllable-gutter .cm-gutterElement': {
      color: 'var(--color-muted)',
      fontVariantNumeric: 'tabular-nums',
    },
    // The melody column: a fit reads quietly, a miss stands out in colour and weight (R-memo-9).
    '.cm-melody-gutter .cm-gutterElement': {
      justifyContent: 'flex-end',
      paddingRight: '0.5rem',
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
    '.cm-melody-fit': { color: 'var(--color-muted)' },
    '.cm-melody-miss': {
      color: 'var(--color-destructive)',
      fontWeight: '600',
      textDecoration: 'underline wavy',
      textUnderlineOffset: '3px',
    },
    // Stress reads left to right like the line: no centring, a small size so a long line's fits.
    '.cm-stress-gutter .cm-gutterElement': {
      justifyContent: 'flex-start',
      paddingRight: '0.5rem',
      color: 'var(--color-muted)',
      fontSize: '0.6875rem',
      letterSpacing: '0.02em',
      whiteSpace: 'nowrap',
    },
    '.cm-stress-marks': { display: 'none', letterSpacing: '0.1em' },
    '@media (max-width: 639px)': {
      '.cm-stress-words': { display: 'none' },
      '.cm-stress-marks': { display: 'inline' },
    },
    // CodeMirror lifts its panels to z-index 300, over the writer's side panels (z-40); above the
    // text is all the counts need.
    '.cm-panels': { backgroundColor: 'var(--color-background)', color: 'var(--color-muted)', zIndex: 1 },
    '.cm-panels-bottom': { borderTop: '1px solid color-mix(in srgb, var(--color-border) 60%, transparent)' },
    '.cm-song-counts': {
      padding: '0.375rem 1rem',
      fontFamily: 'var(--font-sans)',
      fontSize: '0.75rem',
      fontVariantNumeric: 'tabular-nums',
    },
  },
  { dark: true },
);
