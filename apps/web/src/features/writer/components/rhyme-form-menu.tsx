import type { RhymeScheme } from '@lyricist/shared/ai/contracts';
import { Check, ListMusic } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import type { RhymeSchemeSetting } from '../hooks/use-rhyme-scheme';
import { HeaderMenu, menuItem } from './header-menu';

/**
 * The Rhyme form menu: the scheme the ghost text keeps in this song. By default it is read from the
 * rhymes the writer has made; a set scheme settles what one stanza cannot (AAAA or AABB? AABA?).
 */
const FORMS: { scheme: RhymeScheme | null; name: string; hint: string }[] = [
  { scheme: null, name: 'From my lines', hint: 'Read it from my rhymes' },
  { scheme: 'AABB', name: 'AABB', hint: 'Couplets' },
  { scheme: 'ABAB', name: 'ABAB', hint: 'Every other line' },
  { scheme: 'ABCB', name: 'ABCB', hint: 'Second and fourth lines' },
  { scheme: 'AAAA', name: 'AAAA', hint: 'One rhyme all through' },
  { scheme: 'AABA', name: 'AABA', hint: 'The third line breaks it' },
  { scheme: 'FREE', name: 'Free verse', hint: 'No rhyme asked for' },
];

export const RHYME_FORM_LABEL = 'Rhyme form';

/**
 * The forms as radio buttons, left open so the writer sees the choice land; the phone's "More tools"
 * menu shows the same list.
 */
export function RhymeFormList({ setting }: { setting: RhymeSchemeSetting }) {
  const group = useId();
  return (
    <div role="radiogroup" aria-label={RHYME_FORM_LABEL} className="flex flex-col">
      {FORMS.map(({ scheme, name, hint }) => {
        const checked = setting.scheme === scheme;
        return (
          <label
            key={name}
            className={cn(
              menuItem,
              'flex cursor-pointer items-center gap-2 has-[:focus-visible]:bg-background',
            )}
          >
            <input
              type="radio"
              name={group}
              className="sr-only"
              checked={checked}
              onChange={() => setting.set(scheme)}
            />
            <Check aria-hidden className={cn('size-4 shrink-0', checked ? 'opacity-100' : 'opacity-0')} />
            <span className="whitespace-nowrap font-medium">{name}</span>
            <span className="ml-auto pl-3 text-right text-xs text-muted">{hint}</span>
          </label>
        );
      })}
    </div>
  );
}

export function RhymeFormMenu({ setting }: { setting: RhymeSchemeSetting }) {
  const [open, setOpen] = useState(false);
  return (
    <HeaderMenu
      label={RHYME_FORM_LABEL}
      icon={<ListMusic />}
      open={open}
      onOpenChange={setOpen}
      className="w-80 p-1"
    >
      <RhymeFormList setting={setting} />
    </HeaderMenu>
  );
}
