/** What the server asks a sender to prove before a sensitive change (`AUTH.STEP_UP_REQUIRED`). */
export type StepUpMethod = 'password' | 'authenticator';

type StepUpHandler = (method: StepUpMethod) => Promise<boolean>;

let handler: StepUpHandler | null = null;

/**
 * The app's way of asking the sender to confirm it is them (the step-up dialog registers it);
 * answers a function that unregisters it.
 */
export function setStepUpHandler(next: StepUpHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Asks the sender; true once the server took their proof, false when they cancelled (or nothing can ask). */
export function confirmIdentity(method: StepUpMethod): Promise<boolean> {
  return handler ? handler(method) : Promise.resolve(false);
}

/** The method a 403 `AUTH.STEP_UP_REQUIRED` body names, or undefined for any other answer. */
export function stepUpMethodOf(status: number, body: string): StepUpMethod | undefined {
  if (status !== 403) return undefined;
  try {
    const parsed = JSON.parse(body) as { code?: unknown; method?: unknown };
    if (parsed.code !== 'AUTH.STEP_UP_REQUIRED') return undefined;
    return parsed.method === 'authenticator' ? 'authenticator' : 'password';
  } catch {
    return undefined;
  }
}
