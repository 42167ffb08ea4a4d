import type { AttentionActionName } from './attention-item.js';
import type { OperatorRole } from './operator.js';

/**
 * What an admin route or queue action needs (issue #25):
 * - `read`: see the admin area (every role);
 * - `act`: act on the "Needs attention" queue at all (each action then needs its own, below);
 * - `support`: sender-facing actions (resend, check now, suspend or activate a sender);
 * - `compliance`: sanctions and monitoring decisions;
 * - `finance`: refunds, rates, limits, float top-ups, the books and their exports;
 * - `operators`: operators and their roles.
 */
export const ADMIN_PERMISSIONS = ['read', 'act', 'support', 'compliance', 'finance', 'operators'] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/** What each role may do: a viewer reads; support, compliance and finance act in their field; an owner does everything. */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly AdminPermission[]>> = {
  viewer: ['read'],
  support: ['read', 'act', 'support'],
  compliance: ['read', 'act', 'compliance'],
  finance: ['read', 'act', 'finance'],
  owner: ADMIN_PERMISSIONS,
};

export function mayDo(role: OperatorRole, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The permission each "Needs attention" action needs. */
export const ACTION_PERMISSIONS: Readonly<Record<AttentionActionName, AdminPermission>> = {
  // Sender-facing: send the same payout again, ask the partner now, run a stuck job again.
  retry_payout: 'support',
  check_payout: 'support',
  requeue: 'support',
  // Money goes elsewhere than the sender chose, or back to the sender, or is settled outside.
  retry_payout_other_method: 'finance',
  refund: 'finance',
  retry_refund: 'finance',
  mark_refunded: 'finance',
  resolve_alert: 'finance',
  explain_break: 'finance',
  correct_break: 'finance',
  escalate_break: 'finance',
  // Risk decisions: a screening hold, a payout held for a suspended sender.
  release_screening: 'compliance',
  refuse_screening: 'compliance',
  release_payout: 'compliance',
};

/**
 * Who may propose a four-eyes action (see approval.ts); a second operator whose role has the
 * action's own permission (ACTION_PERMISSIONS) approves it. Support proposes sending a failed
 * payout to another account (the sender asked them), finance approves the money going there.
 */
export const PROPOSAL_PERMISSIONS: Readonly<Partial<Record<AttentionActionName, readonly AdminPermission[]>>> = {
  retry_payout_other_method: ['support', 'finance'],
  mark_refunded: ['finance'],
  release_screening: ['compliance'],
};

/**
 * Who proposes and who approves the four-eyes changes that are not queue actions (see
 * proposed-action.ts): a rate beyond the approval band, the sending limits, a float top-up
 * confirmed by hand. Finance proposes; a second, different finance operator (or an owner) approves.
 */
export const PROPOSAL_KIND_PERMISSIONS = {
  rate_change: { propose: ['finance'], approve: 'finance' },
  limits_change: { propose: ['finance'], approve: 'finance' },
  top_up_confirmation: { propose: ['finance'], approve: 'finance' },
} as const satisfies Record<string, { propose: readonly AdminPermission[]; approve: AdminPermission }>;

/** The permissions any of which lets a role propose `action` (its own permission when it has no four-eyes rule). */
export function proposalPermissions(action: AttentionActionName): readonly AdminPermission[] {
  return PROPOSAL_PERMISSIONS[action] ?? [ACTION_PERMISSIONS[action]];
}

/** The role names that have `permission`, for a refusal's message. */
export function rolesWith(permission: AdminPermission): OperatorRole[] {
  return (Object.keys(ROLE_PERMISSIONS) as OperatorRole[]).filter((role) => mayDo(role, permission));
}
