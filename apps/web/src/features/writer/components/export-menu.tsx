import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { download, fileName, plainText, sectionTagged } from '../lib/export-lyrics';
import { lyricsPdf } from '../lib/lyrics-pdf';
import { HeaderMenu, menuItem } from './header-menu';

/** Export (issue 18): a .txt download, a PDF, and a copy for Suno-style prompts; all in the browser. */
type Song = () => { title: string; lyrics: string };

/**
 * The export entries; the phone's "More tools" menu shows them too. The line-numbers choice is the
 * caller's, so it outlives the menu closing.
 */
type ExportActionsProps = {
  song: Song;
  lineNumbers: boolean;
  onLineNumbersChange: (on: boolean) => void;
  onDone: () => void;
};

export function ExportActions({ song, lineNumbers, onLineNumbersChange, onDone }: ExportActionsProps) {
  const switchId = useId();

  const downloadText = () => {
    const { title, lyrics } = song();
    download(
      fileName(title, 'txt'),
      new Blob([plainText(title, lyrics)], { type: 'text/plain;charset=utf-8' }),
    );
    onDone();
  };
  const downloadPdf = async () => {
    const { title, lyrics } = song();
    try {
      download(fileName(title, 'pdf'), await lyricsPdf({ title, lyrics, lineNumbers }));
      onDone();
    } catch (error) {
      console.error('PDF export failed', error);
      toast({
        title: 'Could not make the PDF',
        description: 'Download the text file instead.',
        variant: 'destructive',
      });
    }
  };
  const copyTagged = async () => {
    try {
      await navigator.clipboard.writeText(sectionTagged(song().lyrics));
      toast({ title: 'Copied with section tags', description: 'Paste it into a Suno-style prompt.' });
      onDone();
    } catch {
      toast({ title: 'Could not copy', description: 'Copy the lyrics from the editor instead.' });
    }
  };

  return (
    <>
      <button type="button" className={menuItem} onClick={downloadText}>
        Download text (.txt)
      </button>
      <button type="button" className={menuItem} onClick={() => void downloadPdf()}>
        Download PDF
      </button>
      <div className="flex items-center justify-between px-3 py-2 text-sm text-muted">
        <label htmlFor={switchId}>Line numbers in PDF</label>
        <Switch id={switchId} checked={lineNumbers} onCheckedChange={onLineNumbersChange} />
      </div>
      <button type="button" className={menuItem} onClick={() => void copyTagged()}>
        Copy with section tags
      </button>
    </>
  );
}

export function ExportMenu({ song }: { song: Song }) {
  const [open, setOpen] = useState(false);
  const [lineNumbers, setLineNumbers] = useState(false);
  return (
    <HeaderMenu label="Export" icon={<Download />} open={open} onOpenChange={setOpen} className="w-60 p-1">
      <ExportActions
        song={song}
        lineNumbers={lineNumbers}
        onLineNumbersChange={setLineNumbers}
        onDone={() => setOpen(false)}
      />
    </HeaderMenu>
  );
}
