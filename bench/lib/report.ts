/**
 * The one convention every script in bench/ follows: a figure is `{ name, value, unit, target }`.
 * With `--json` a script prints one JSON line per figure (anything else goes to stderr); without it,
 * one readable line. `bench/run.ts` collects the JSON lines of every script into one table.
 */
export type Figure = { name: string; value: number; unit: string; target: string | null };

export const isJson = process.argv.includes('--json');

/** Prints a figure in the chosen format. Values keep two decimals for ratios, one otherwise. */
export function report(name: string, value: number, unit: string, target: string | null = null): Figure {
  const digits = unit === 'ratio' ? 2 : 1;
  const factor = 10 ** digits;
  const figure = { name, value: Math.round(value * factor) / factor, unit, target };
  if (isJson) console.log(JSON.stringify(figure));
  else console.log(formatFigure(figure));
  return figure;
}

/** Progress and verdict text: stdout when readable, stderr in JSON mode so stdout stays parseable. */
export function say(line: string): void {
  if (isJson) console.error(line);
  else console.log(line);
}

export function formatFigure(f: Figure): string {
  const verdict = meetsTarget(f);
  const mark = verdict === null ? '' : verdict ? '  ok' : '  MISS';
  const value = f.unit === 'ratio' ? f.value.toFixed(2) : f.value.toFixed(1);
  return `${f.name.padEnd(52)} ${value.padStart(10)} ${f.unit.padEnd(6)} ${(f.target ?? '').padEnd(10)}${mark}`;
}

const COMPARE = /^\s*(<=|>=|<|>|=|≤|≥)\s*(-?[\d.]+)/;

/** Whether a figure meets its target (`≤ 50`, `>= 0.45`, `= 0`…); null when it has none. */
export function meetsTarget(f: Figure): boolean | null {
  const match = f.target?.match(COMPARE);
  if (!match) return null;
  const limit = Number(match[2]);
  switch (match[1]) {
    case '<':
      return f.value < limit;
    case '<=':
    case '≤':
      return f.value <= limit;
    case '>':
      return f.value > limit;
    case '>=':
    case '≥':
      return f.value >= limit;
    default:
      return f.value === limit;
  }
}

/** Parses a line as a figure, or null when it is not one (so other output can pass through). */
export function parseFigure(line: string): Figure | null {
  if (!line.startsWith('{')) return null;
  try {
    const v = JSON.parse(line) as Partial<Figure>;
    if (typeof v.name !== 'string' || typeof v.value !== 'number' || typeof v.unit !== 'string') return null;
    return {
      name: v.name,
      value: v.value,
      unit: v.unit,
      target: typeof v.target === 'string' ? v.target : null,
    };
  } catch {
    return null;
  }
}

/** The one-line verdict of a load, fault or soak run: PASS/FAIL and its counts. */
export function verdict(name: string, pass: boolean, details: string): string {
  const line = `${name}: ${pass ? 'PASS' : 'FAIL'} — ${details}`;
  say(line);
  return line;
}
