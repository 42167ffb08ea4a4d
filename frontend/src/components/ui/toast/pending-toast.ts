import type { ToastInput } from './toast-context';

const STORAGE_KEY = 'pending-toast';

/**
 * Keeps a toast for the next page load of this tab, for actions that end in a full reload
 * (sign out). The ToastProvider shows it once on mount.
 */
export function toastAfterReload(input: ToastInput): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(input));
  } catch {
    // Storage unavailable (private mode, quota): the toast is simply not carried over.
  }
}

/** Removes and returns the toast kept for this load, if there is a well-formed one. */
export function takePendingToast(): ToastInput | undefined {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { title, description, variant } = parsed as Record<string, unknown>;
    if (typeof title !== 'string') return undefined;
    return {
      title,
      description: typeof description === 'string' ? description : undefined,
      variant: variant === 'destructive' ? 'destructive' : 'default',
    };
  } catch {
    return undefined;
  }
}
