/**
 * The generated verb tables (verb → objects, verb → places) hold one verb a line: "lemma other
 * forms|field|field…". Every form leads to the line's entry; a form two verbs share ("left") keeps
 * the first, the more common lemma in the sorted file. The table is read on first use.
 */
export function verbTable<E>(
  text: string,
  entryOf: (fields: readonly string[]) => E,
): () => ReadonlyMap<string, E> {
  let byForm: Map<string, E> | null = null;
  return () => {
    if (byForm) return byForm;
    byForm = new Map();
    for (const line of text.trim().split('\n')) {
      const [forms = '', ...fields] = line.split('|');
      const entry = entryOf(fields);
      for (const form of forms.split(' ')) if (!byForm.has(form)) byForm.set(form, entry);
    }
    return byForm;
  };
}
