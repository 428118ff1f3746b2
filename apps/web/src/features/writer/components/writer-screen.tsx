/** Placeholder until the editor issue lands. */
export default function WriterScreen() {
  return <main className="min-h-dvh px-4 py-10" />;
}
