/** `--name value` flags shared by the bench scripts (no dependency for so little). */
export function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function numberFlag(name: string, fallback: number): number {
  const raw = flag(name);
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const hasFlag = (name: string): boolean => process.argv.includes(`--${name}`);
