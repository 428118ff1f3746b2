import { Switch } from '@/components/ui/switch';

type SettingRowProps = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A labelled switch with a one-line explanation; the whole label toggles it. */
export function SettingRow({ id, label, hint, checked, onCheckedChange }: SettingRowProps) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl px-1 py-3">
      <label htmlFor={id} className="flex cursor-pointer flex-col gap-0.5">
        <span className="text-sm font-medium">{label}</span>
        <span className="text-xs text-muted" id={`${id}-hint`}>
          {hint}
        </span>
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}
