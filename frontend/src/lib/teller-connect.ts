import { useCallback, useEffect, useRef, useState } from 'react';

/** What Teller Connect hands back once the user has linked an account. */
export type TellerEnrollment = {
  /** Authorises our server to list the linked accounts and pay from one of them. */
  accessToken: string;
  user?: { id: string };
  enrollment?: { id: string; institution?: { name: string } };
};

export type TellerConnectFailure = { type?: string; code?: string; message?: string };

export type TellerConnectOptions = {
  applicationId: string;
  environment: string;
  selectAccount: 'disabled' | 'single' | 'multiple';
  onInit?: () => void;
  onSuccess: (enrollment: TellerEnrollment) => void;
  onExit?: () => void;
  onFailure?: (failure: TellerConnectFailure) => void;
};

export type TellerConnectInstance = {
  /** Opens the Connect popup: call it synchronously from a click, or the browser blocks it. */
  open: () => void;
  destroy: () => void;
};

/** `window.TellerConnect`, as the provider's Connect script defines it. */
export type TellerConnectApi = {
  setup: (options: TellerConnectOptions) => TellerConnectInstance;
};

declare global {
  interface Window {
    TellerConnect?: TellerConnectApi;
  }
}

export class TellerConnectLoadError extends Error {
  constructor(src: string) {
    super(`Teller Connect did not load from ${src}`);
    this.name = 'TellerConnectLoadError';
  }
}

const loading = new Map<string, Promise<TellerConnectApi>>();

/**
 * `window.TellerConnect`, loading the Connect script from `src` first if the page has not
 * got it yet. Callers that ask while it loads share one script tag; once loaded, the global
 * answers. A failed load is forgotten (and its tag removed) so the next call tries again.
 */
export function loadTellerConnect(src: string): Promise<TellerConnectApi> {
  if (window.TellerConnect) return Promise.resolve(window.TellerConnect);
  let pending = loading.get(src);
  if (!pending) {
    pending = injectScript(src);
    loading.set(src, pending);
    const forget = () => loading.delete(src);
    pending.then(forget, forget);
  }
  return pending;
}

function injectScript(src: string): Promise<TellerConnectApi> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = () => {
      script.remove();
      reject(new TellerConnectLoadError(src));
    };
    script.addEventListener('load', () => (window.TellerConnect ? resolve(window.TellerConnect) : fail()));
    script.addEventListener('error', fail);
    document.head.append(script);
  });
}

export type TellerConnectSettings = { scriptUrl: string; applicationId: string; environment: string };

export type TellerConnectCallbacks = {
  onSuccess: (enrollment: TellerEnrollment) => void;
  onFailure: (failure: TellerConnectFailure) => void;
  /** The script did not load, or `setup` threw: Connect cannot be opened. */
  onInitError: (error: unknown) => void;
};

export type TellerConnectStatus = 'loading' | 'ready' | 'failed';

/**
 * Loads Teller Connect and sets it up for single-account selection as soon as `settings` are
 * known, so that `open()` can run synchronously in a click handler (a popup opened after an
 * `await` is blocked). `retry()` starts over after a failure. Destroyed on unmount.
 */
export function useTellerConnect(settings: TellerConnectSettings | undefined, callbacks: TellerConnectCallbacks) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ run: string; status: TellerConnectStatus }>();
  const instance = useRef<TellerConnectInstance | null>(null);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const { scriptUrl, applicationId, environment } = settings ?? {};
  // Which setup a settled status belongs to: new settings or a retry start out loading again.
  const run = JSON.stringify([attempt, scriptUrl, applicationId, environment]);
  useEffect(() => {
    if (scriptUrl === undefined || applicationId === undefined || environment === undefined) return;
    let cancelled = false;
    let created: TellerConnectInstance | undefined;
    loadTellerConnect(scriptUrl)
      .then((connect) => {
        if (cancelled) return;
        created = connect.setup({
          applicationId,
          environment,
          selectAccount: 'single',
          onSuccess: (enrollment) => latest.current.onSuccess(enrollment),
          onFailure: (failure) => latest.current.onFailure(failure),
        });
        instance.current = created;
        setSettled({ run, status: 'ready' });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setSettled({ run, status: 'failed' });
        latest.current.onInitError(error);
      });
    return () => {
      cancelled = true;
      created?.destroy();
      instance.current = null;
    };
  }, [scriptUrl, applicationId, environment, run]);

  const open = useCallback(() => instance.current?.open(), []);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const status: TellerConnectStatus = settled?.run === run ? settled.status : 'loading';
  return { status, open, retry };
}
