/** A chip's text: its title when empty, the name for one item, 'first +N' for several (R-pinned-1). */
export function chipLabel(names: readonly string[], title: string): string {
  const [first] = names;
  if (first === undefined) return title;
  return names.length === 1 ? first : `${first} +${names.length - 1}`;
}
