/** Placeholder until this screen's issue lands. */
export function SettingsScreen() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold">Display Options</h1>
    </main>
  );
}
