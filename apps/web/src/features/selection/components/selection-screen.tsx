/** Placeholder until this screen's issue lands. */
export function SelectionScreen() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold">Choose Your Writing Approach</h1>
    </main>
  );
}
