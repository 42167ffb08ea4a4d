import { createContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself. */
  duration?: number;
};

export type ToastApi = {
  /** Shows a toast, replacing the one on screen: there is never more than one. */
  toast: (input: ToastInput) => void;
  dismiss: () => void;
};

export const DEFAULT_TOAST_DURATION_MS = 5000;

export const ToastContext = createContext<ToastApi | null>(null);
