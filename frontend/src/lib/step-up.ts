/** What the server asks a sender to prove before a sensitive change (`AUTH.STEP_UP_REQUIRED`): its `method`, the first of those it takes. */
export type StepUpMethod = 'password' | 'authenticator' | 'passkey';

/**
 * What proves it is the sender: the password when they have no second factor; otherwise the
 * authenticator's code (`authenticator`), a passkey (`passkey`), or a recovery code.
 */
export type StepUpAsk = { method: StepUpMethod; authenticator: boolean; passkey: boolean };

type StepUpHandler = (ask: StepUpAsk) => Promise<boolean>;

let handler: StepUpHandler | null = null;
let waiting: Array<(next: StepUpHandler) => void> = [];

/**
 * The app's way of asking the sender to confirm it is them (the step-up dialog registers it);
 * answers a function that unregisters it.
 */
export function setStepUpHandler(next: StepUpHandler): () => void {
  handler = next;
  const waiters = waiting;
  waiting = [];
  for (const resolve of waiters) resolve(next);
  return () => {
    if (handler === next) handler = null;
  };
}

/** The next handler registered: the step-up dialog's once it has downloaded and mounted (step-up-on-demand.tsx). */
export function nextStepUpHandler(): Promise<StepUpHandler> {
  return new Promise((resolve) => waiting.push(resolve));
}

/** Asks the sender; true once the server took their proof, false when they cancelled (or nothing can ask). */
export function confirmIdentity(ask: StepUpAsk): Promise<boolean> {
  return handler ? handler(ask) : Promise.resolve(false);
}

/** What a 403 `AUTH.STEP_UP_REQUIRED` body asks for, or undefined for any other answer. */
export function stepUpMethodOf(status: number, body: string): StepUpAsk | undefined {
  if (status !== 403) return undefined;
  try {
    const parsed = JSON.parse(body) as { code?: unknown; method?: unknown; authenticator?: unknown; passkey?: unknown };
    if (parsed.code !== 'AUTH.STEP_UP_REQUIRED') return undefined;
    const method: StepUpMethod = parsed.method === 'authenticator' || parsed.method === 'passkey' ? parsed.method : 'password';
    return { method, authenticator: method === 'authenticator' || parsed.authenticator === true, passkey: method === 'passkey' || parsed.passkey === true };
  } catch {
    return undefined;
  }
}
