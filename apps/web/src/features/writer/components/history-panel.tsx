import type { VersionReason, VersionSummary } from '@lyricist/shared/versions/contracts';
import { lineDiff } from '@lyricist/shared/versions/diff';
import { ArrowLeft, X } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useVersionHistory } from '../hooks/use-version-history';
import { VersionDiff } from './version-diff';

/**
 * The History panel (issue 18): "Save version" with an optional name, the versions newest first,
 * a chosen version's differences from the text on screen, and Restore (undoable). A side panel on
 * a wide screen, the whole screen on a phone.
 */
type HistoryPanelProps = {
  sessionId: string;
  onClose: () => void;
  currentText: () => string;
  restore: (versionId: string) => Promise<string>;
};

const REASON: Record<VersionReason, string> = {
  manual: 'Saved version',
  idle: 'Before a new writing session',
  title: 'Before a new title',
  restore: 'Before a restore',
};

/** Rows rendered at first and per "Show older versions": a long history opens as fast as a short one. */
const PAGE = 100;

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

function VersionRow({ version, onChoose }: { version: VersionSummary; onChoose: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        className="flex w-full flex-col gap-0.5 border-b border-border/60 px-4 py-3 text-left hover:bg-background focus-visible:bg-background focus-visible:outline-none"
      >
        <span className="text-sm font-medium">{version.name ?? REASON[version.reason]}</span>
        <span className="text-xs text-muted">
          {when(version.createdAt)} · +{version.wordsAdded} / −{version.wordsRemoved} words
        </span>
      </button>
    </li>
  );
}

export function HistoryPanel({ sessionId, onClose, currentText, restore }: HistoryPanelProps) {
  const history = useVersionHistory({ sessionId, open: true, restore });
  const [name, setName] = useState('');
  const [shown, setShown] = useState(PAGE);
  const versions = history.versions.data ?? [];
  const chosenText = history.chosen.data?.lyrics;
  const diff = useMemo(
    () => (chosenText === undefined ? null : lineDiff(chosenText, currentText())),
    [chosenText, currentText],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    history.save.mutate(name, { onSuccess: () => setName('') });
  };

  return (
    <aside
      aria-label="History"
      className="fixed inset-0 z-40 flex flex-col bg-surface sm:inset-y-0 sm:left-auto sm:w-96 sm:border-l sm:border-border sm:shadow-xl sm:shadow-black/40"
    >
      <div className="flex items-center gap-2 border-b border-border/60 px-2 py-2">
        {history.chosenId !== null && (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Back to versions"
            onClick={() => history.choose(null)}
          >
            <ArrowLeft />
          </Button>
        )}
        <h2 className="flex-1 px-2 text-base font-semibold">History</h2>
        <Button variant="ghost" size="icon" aria-label="Close history" onClick={onClose}>
          <X />
        </Button>
      </div>
      {history.undoId !== null && (
        <div
          role="status"
          className="flex items-center justify-between gap-2 bg-primary/10 px-4 py-2 text-sm"
        >
          <span>Version restored.</span>
          <Button
            variant="outline"
            size="sm"
            disabled={history.restore.isPending}
            onClick={() => history.undoId && history.restore.mutate(history.undoId)}
          >
            Undo restore
          </Button>
        </div>
      )}
      {history.chosenId === null ? (
        <>
          <form onSubmit={submit} className="flex gap-2 border-b border-border/60 p-4">
            <Input
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder="Name (optional)"
              aria-label="Version name"
              maxLength={100}
            />
            <Button type="submit" disabled={history.save.isPending}>
              Save version
            </Button>
          </form>
          <ul className="min-h-0 flex-1 overflow-y-auto" aria-label="Versions">
            {versions.slice(0, shown).map((version) => (
              <VersionRow
                key={version.versionId}
                version={version}
                onChoose={() => history.choose(version.versionId)}
              />
            ))}
            {versions.length > shown && (
              <li className="p-4">
                <Button variant="outline" className="w-full" onClick={() => setShown(shown + PAGE)}>
                  Show older versions ({versions.length - shown})
                </Button>
              </li>
            )}
          </ul>
          {history.versions.isSuccess && versions.length === 0 && (
            <p className="px-4 py-3 text-sm text-muted">No versions yet. Save one before a big change.</p>
          )}
        </>
      ) : (
        <>
          <div className="flex items-center justify-between gap-2 border-b border-border/60 px-4 py-3">
            <p className="text-sm text-muted">
              {history.chosen.data
                ? `${history.chosen.data.name ?? REASON[history.chosen.data.reason]} · ${when(history.chosen.data.createdAt)}`
                : 'Loading…'}
            </p>
            <Button
              disabled={!history.chosen.data || history.restore.isPending}
              onClick={() => history.chosenId && history.restore.mutate(history.chosenId)}
            >
              Restore
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto py-2">{diff && <VersionDiff lines={diff} />}</div>
        </>
      )}
    </aside>
  );
}
