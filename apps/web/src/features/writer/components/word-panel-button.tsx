import { BookA } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { WORD_PANEL_KEY } from '../editor/word-tools';

/**
 * The header's word panel button; its tooltip names the shortcut (Alt+Enter, ⌥↩ on a Mac). Phones,
 * short of header room and of a keyboard, open the panel by selecting or double-tapping a word.
 */
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const WORD_PANEL_SHORTCUT = isMac ? '⌥↩' : WORD_PANEL_KEY.replace('-', '+');

export function WordPanelButton({ open, onClick }: { open: boolean; onClick: () => void }) {
  return (
    <Tooltip label={`Rhymes and meanings of the word at the cursor (${WORD_PANEL_SHORTCUT})`} side="bottom">
      <Button
        variant="ghost"
        size="icon"
        className="hidden shrink-0 sm:inline-flex"
        aria-label="Rhymes and meanings"
        aria-expanded={open}
        onClick={onClick}
      >
        <BookA />
      </Button>
    </Tooltip>
  );
}
