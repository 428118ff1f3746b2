import { Search } from 'lucide-react';

type SearchBoxProps = { value: string; onChange: (next: string) => void; placeholder: string };

export function SearchBox({ value, onChange, placeholder }: SearchBoxProps) {
  return (
    <div className="flex shrink-0 items-center gap-2 border-b border-border px-3">
      <Search className="size-4 shrink-0 text-muted" />
      <input
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted focus-visible:outline-none sm:text-sm"
      />
    </div>
  );
}
