import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@lyricist/shared/web-constants';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * App-wide toasts (R-toast-1): at most one visible, each open until dismissed, removed
 * TOAST_REMOVE_DELAY_MS after dismissal. A module-level store so any code can call `toast()`.
 */
export type ToastVariant = 'default' | 'destructive';
export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
};
type ToastInput = Omit<ToastData, 'id' | 'open'>;

let counter = 0;
let toasts: ToastData[] = [];
const listeners = new Set<(next: ToastData[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Dismisses one toast, or all when no id is given. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; the newest replaces older ones beyond the limit. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastData[] {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state;
}
