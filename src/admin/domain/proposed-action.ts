import { ACTION_TEXTS, type AttentionActionName } from './attention-item.js';
import type { LimitedTier } from '../../compliance/domain/verification-tier.js';
import { ACTION_PERMISSIONS, PROPOSAL_KIND_PERMISSIONS, proposalPermissions, type AdminPermission } from './operator-permission.js';

/**
 * What a four-eyes proposal asks for (issue #25, item 2): one of the kinds below, each with the
 * item it is about (one pending proposal per item and action), the permission that may propose
 * it and the one that approves it. The approvals service holds, per kind, how it is checked
 * before it is proposed and how it is done once approved.
 */
export type ProposedAction = AttentionProposal | RateChangeProposal | LimitsChangeProposal | TopUpConfirmationProposal;
export type ProposalKind = ProposedAction['kind'];
export const PROPOSAL_KINDS = ['attention', 'rate_change', 'limits_change', 'top_up_confirmation'] as const satisfies readonly ProposalKind[];

/**
 * A "Needs attention" queue action, as the operator asked for it (the shape of an attention
 * action request): the item's key, the action, and what the action carries (a note, another
 * destination, a correction).
 */
export interface AttentionProposal {
  kind: 'attention';
  key: string;
  action: AttentionActionName;
  note?: string;
  destination?: { deliveryMethod: string; bankId?: string | null; accountNumber?: string | null };
  correction?: { debit: string; credit: string; amount: number };
}

/**
 * Exchange rates that stand further from their currency's cost than the approval band allows
 * (FX_RATE_APPROVAL_BAND_BPS): every rate the update changes, with the rate it replaces when
 * proposed (decimal strings), and the form it came from.
 */
export interface RateChangeProposal {
  kind: 'rate_change';
  where: 'dashboard' | 'rates_page';
  changes: { country: string; from: string | null; to: string }[];
}

/** The sending limits every sender has, in USD (decimal strings): those in force when proposed, and the new ones. */
export interface LimitsChangeProposal {
  kind: 'limits_change';
  /** The verification tier whose limits change (issue #26); absent on proposals from before tiers: Verified ID's. */
  tier?: LimitedTier;
  from: SendingLimitFigures;
  to: SendingLimitFigures;
}

export type SendingLimitFigures = {
  perTransfer: string;
  perDay: string;
  perMonth: string;
};

/**
 * A pending float top-up confirmed by hand (the partner's balance does not show it yet): posted
 * to the books, the float's rail resumed. Its figures as recorded, for the operator who decides.
 */
export interface TopUpConfirmationProposal {
  kind: 'top_up_confirmation';
  topUpId: string;
  rail: string;
  currency: string;
  localAmount: string;
  usdPaid: string;
  bankReference: string;
}

export interface ProposalRule {
  /** What it is about: one pending proposal per item and `name`. */
  itemKey: string;
  /** The action's name (an attention action, or the kind). */
  name: string;
  label: string;
  /** Any of these lets a role propose it. */
  propose: readonly AdminPermission[];
  /** A second operator whose role has this approves or rejects it. */
  approve: AdminPermission;
}

/** What a change of a tier's limits is about: one change waits at a time per tier (Verified ID's keeps the key it had before tiers). */
export function limitsItemKey(tier: LimitedTier = 'verified_id'): string {
  return tier === 'verified_id' ? 'limits:sending' : `limits:sending:${tier}`;
}

/** Labels of the kinds that are not queue actions. */
const KIND_LABELS = {
  rate_change: 'Change exchange rates',
  limits_change: 'Change sending limits',
  top_up_confirmation: 'Confirm a float top-up',
} as const;

/** The item, name, label and permissions of `action`. */
export function proposalRule(action: ProposedAction): ProposalRule {
  switch (action.kind) {
    case 'attention':
      return {
        itemKey: action.key,
        name: action.action,
        label: ACTION_TEXTS[action.action].label,
        propose: proposalPermissions(action.action),
        approve: ACTION_PERMISSIONS[action.action],
      };
    case 'rate_change':
      return { itemKey: 'rates:exchange', name: action.kind, label: KIND_LABELS[action.kind], ...PROPOSAL_KIND_PERMISSIONS[action.kind] };
    case 'limits_change':
      return { itemKey: limitsItemKey(action.tier), name: action.kind, label: KIND_LABELS[action.kind], ...PROPOSAL_KIND_PERMISSIONS[action.kind] };
    case 'top_up_confirmation':
      return { itemKey: `float_top_up:${action.topUpId}`, name: action.kind, label: KIND_LABELS[action.kind], ...PROPOSAL_KIND_PERMISSIONS[action.kind] };
  }
}

/** A stored request: proposals from before the kinds were queue actions without a `kind`. */
export function storedProposedAction(request: Record<string, unknown>): ProposedAction {
  return ('kind' in request ? request : { kind: 'attention', ...request }) as unknown as ProposedAction;
}
