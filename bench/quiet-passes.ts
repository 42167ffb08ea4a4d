/**
 * Worker settings under which its periodic passes find nothing due: the seeded history is
 * years old and made up (reconciliation would chase its transfers at a provider that never
 * saw them), and what a benchmark measures is the work it sends. Ten years, for both
 * "waiting too long" settings.
 */
export const QUIET_PASSES: Readonly<Record<string, string>> = {
  RECONCILE_AFTER_MS: String(10 * 365 * 24 * 3600_000),
  CHECKOUT_EXPIRES_AFTER_MS: String(10 * 365 * 24 * 3600_000),
};
