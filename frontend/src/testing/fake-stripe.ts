import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Handler = (event: unknown) => void;
export type FakeElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** A card Element that renders nothing: a test plays the sender's typing with `change`. */
export class FakeElement {
  readonly handlers = new Map<string, Set<Handler>>();
  mounted = false;
  readonly focus = vi.fn();

  constructor(readonly type: FakeElementType) {}

  mount() {
    this.mounted = true;
  }
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  update() {}
  blur() {}
  clear() {}
  unmount() {
    this.mounted = false;
  }
  destroy() {
    this.mounted = false;
    this.handlers.clear();
  }

  /** What Stripe.js tells the page after a keystroke in this Element. */
  emit(event: string, payload: Record<string, unknown> = {}) {
    for (const handler of this.handlers.get(event) ?? []) handler({ elementType: this.type, ...payload });
  }
}

type FieldChange = { empty?: boolean; complete?: boolean; error?: { type?: string; code: string; message: string } };

function newState() {
  const created: FakeElement[] = [];
  return {
    created,
    /** `stripe.createPaymentMethod(...)`; by default a Visa payment method. */
    createPaymentMethod: vi.fn(async (_data: unknown): Promise<unknown> => ({
      paymentMethod: { id: 'pm_card_visa_1', type: 'card', card: { brand: 'visa', last4: '4242' } },
    })),
    /** `stripe.handleNextAction({ clientSecret })`; by default the sender completes 3-D Secure. */
    handleNextAction: vi.fn(async (_options: { clientSecret: string }): Promise<unknown> => ({
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    })),
    /** The publishable keys `window.Stripe` was called with. */
    constructedWith: vi.fn((_key: string) => undefined),
  };
}

let state = newState();

function elementsGroup() {
  const group: FakeElement[] = [];
  return {
    create(type: FakeElementType) {
      const element = new FakeElement(type);
      group.push(element);
      state.created.push(element);
      return element;
    },
    getElement(typeOrComponent: string | { __elementType?: string }) {
      const type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent.__elementType;
      return group.findLast((element) => element.type === type && element.mounted) ?? null;
    },
    update() {},
    fetchUpdates: async () => ({}),
  };
}

// One object for the whole test file: the app keeps the Stripe.js object it loaded once.
const fakeStripe = {
  elements: () => elementsGroup(),
  createToken: async () => ({ error: { type: 'invalid_request_error', message: 'No tokens here' } }),
  createPaymentMethod: (data: unknown) => state.createPaymentMethod(data),
  confirmCardPayment: async () => ({ error: { type: 'invalid_request_error', message: 'Not used' } }),
  handleNextAction: (options: { clientSecret: string }) => state.handleNextAction(options),
};

/**
 * Puts a fake Stripe.js on `window` (as the script would), with fresh spies: call it before
 * each test of a card form. Its Elements render nothing real.
 */
export function installFakeStripe() {
  state = newState();
  vi.stubGlobal(
    'Stripe',
    vi.fn((key: string) => {
      state.constructedWith(key);
      return fakeStripe;
    }),
  );
  const current = state;
  /** The mounted Element of this type (the latest form's). */
  function element(type: FakeElementType): FakeElement {
    const found = current.created.findLast((candidate) => candidate.type === type && candidate.mounted);
    if (!found) throw new Error(`No ${type} Element is mounted`);
    return found;
  }
  return {
    ...current,
    element,
    /** Plays the sender typing into one card field: Stripe.js's change event. */
    async change(type: FakeElementType, change: FieldChange) {
      await act(async () => element(type).emit('change', { empty: false, complete: true, ...change }));
    },
    /** Plays the sender completing the three card fields (or some of them, as `fields` says). */
    async fillCard(fields: Partial<Record<FakeElementType, FieldChange>> = {}) {
      await act(async () => {
        for (const type of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) {
          element(type).emit('change', { empty: false, complete: true, ...fields[type] });
        }
      });
    },
  };
}

export type FakeStripe = ReturnType<typeof installFakeStripe>;
