import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_TOAST_DURATION_MS,
  ToastContext,
  type ToastApi,
  type ToastInput,
} from './toast-context';
import { takePendingToast } from './pending-toast';
import { ToastView } from './toast-view';

type ActiveToast = ToastInput & { id: number };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const nextId = useRef(0);

  const toast = useCallback((input: ToastInput) => {
    nextId.current += 1;
    setCurrent({ ...input, id: nextId.current });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  // A new toast replaces `current`, which restarts the timer for the newcomer.
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(dismiss, current.duration ?? DEFAULT_TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  // A toast kept across a full reload (see toastAfterReload) shows once the new page is up.
  useEffect(() => {
    const pending = takePendingToast();
    if (pending) toast(pending);
  }, [toast]);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {/*
        Always mounted, so screen readers are already listening when a toast appears. On a phone
        it drops from the top, over the header, rather than covering the end of the page, where
        the success page's delivery box sits (issue #29); wider screens keep it bottom right.
      */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center p-4 sm:top-auto sm:bottom-0 sm:justify-end"
      >
        {current && <ToastView key={current.id} toast={current} onDismiss={dismiss} />}
      </div>
    </ToastContext>
  );
}
