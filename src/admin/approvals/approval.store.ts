import { listParam, type LedgerSql } from '../../ledger/ledger-sql.js';
import { Approval, type ApprovalStatus } from '../domain/approval.js';
import type { OperatorRole } from '../domain/operator.js';
import { proposalRule, storedProposedAction } from '../domain/proposed-action.js';

interface ApprovalRow {
  id: string;
  request: Record<string, unknown> | string;
  summary: string;
  proposed_by_id: number;
  proposed_by_email: string;
  proposed_by_role: OperatorRole;
  proposal_note: string;
  proposed_at: Date | string;
  expires_at: Date | string;
  status: ApprovalStatus;
  decided_by_id: number | null;
  decided_by_email: string | null;
  decided_by_role: OperatorRole | null;
  decided_at: Date | string | null;
  decision_note: string | null;
}

const COLUMNS =
  'id, request, summary, proposed_by_id, proposed_by_email, proposed_by_role, proposal_note, proposed_at, expires_at, status, decided_by_id, decided_by_email, decided_by_role, decided_at, decision_note';

function toApproval(row: ApprovalRow): Approval {
  return Approval.restore({
    id: row.id,
    action: storedProposedAction(typeof row.request === 'string' ? (JSON.parse(row.request) as Record<string, unknown>) : row.request),
    summary: row.summary,
    proposedBy: { id: row.proposed_by_id, email: row.proposed_by_email, role: row.proposed_by_role },
    proposalNote: row.proposal_note,
    proposedAt: new Date(row.proposed_at),
    expiresAt: new Date(row.expires_at),
    status: row.status,
    decidedBy: row.decided_by_id === null ? null : { id: row.decided_by_id, email: row.decided_by_email!, role: row.decided_by_role! },
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
    decisionNote: row.decision_note,
  });
}

/** The four-eyes proposals' rows (`approvals`), in the caller's transaction. */
export const approvalStore = {
  /**
   * Inserts a new pending proposal; false when the same action on the same item waits for
   * approval already (nothing written). A pending one past its expiry is marked expired first.
   */
  async insertPending(sql: LedgerSql, approval: Approval, now: Date): Promise<boolean> {
    const { itemKey, name } = proposalRule(approval.action);
    await sql(`update approvals set status = 'expired' where item_key = ? and action = ? and status = 'pending' and expires_at <= ?`, [itemKey, name, now.toISOString()]);
    const rows = await sql(
      `insert into approvals (id, item_key, action, request, summary, proposed_by_id, proposed_by_email, proposed_by_role, proposal_note, proposed_at, expires_at, status)
       values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, 'pending')
       on conflict do nothing returning id`,
      [
        approval.id,
        itemKey,
        name,
        JSON.stringify(approval.action),
        approval.summary,
        approval.proposedBy.id,
        approval.proposedBy.email,
        approval.proposedBy.role,
        approval.proposalNote,
        approval.proposedAt.toISOString(),
        approval.expiresAt.toISOString(),
      ],
    );
    return rows.length === 1;
  },

  async find(sql: LedgerSql, id: string): Promise<Approval | null> {
    const [row] = await sql<ApprovalRow>(`select ${COLUMNS} from approvals where id = ?`, [id]);
    return row ? toApproval(row) : null;
  },

  /**
   * Stores the decision `approval` holds (approved or rejected by another operator, or withdrawn
   * by its proposer: no decider), only while the row is still pending and unexpired at `now`;
   * false when another operator decided it first (or it expired): nothing written.
   */
  async saveDecision(sql: LedgerSql, approval: Approval, now: Date): Promise<boolean> {
    const by = approval.decidedBy;
    const withdrawn = approval.storedStatus === 'withdrawn';
    if ((!by && !withdrawn) || !approval.decidedAt) throw new Error('The approval holds no decision to store');
    const rows = await sql(
      `update approvals set status = ?, decided_by_id = ?, decided_by_email = ?, decided_by_role = ?, decided_at = ?, decision_note = ?
        where id = ? and status = 'pending' and expires_at > ? returning id`,
      [approval.storedStatus, by?.id ?? null, by?.email ?? null, by?.role ?? null, approval.decidedAt.toISOString(), approval.decisionNote, approval.id, now.toISOString()],
    );
    return rows.length === 1;
  },

  /** The proposals waiting at `now` on any of `itemKeys` (the "Needs attention" items), oldest first. */
  async pendingOn(sql: LedgerSql, itemKeys: readonly string[], now: Date): Promise<Approval[]> {
    if (itemKeys.length === 0) return [];
    const rows = await sql<ApprovalRow>(
      `select ${COLUMNS} from approvals
        where status = 'pending' and expires_at > ? and item_key in (select value from jsonb_array_elements_text(?::jsonb)) order by proposed_at`,
      [now.toISOString(), listParam(itemKeys)],
    );
    return rows.map(toApproval);
  },

  /** The proposals still waiting at `now` (newest first), then the latest others (decided or expired, newest first): `limit` in all. */
  async list(sql: LedgerSql, now: Date, limit: number): Promise<Approval[]> {
    const rows = await sql<ApprovalRow>(
      `select ${COLUMNS} from approvals
        order by (status = 'pending' and expires_at > ?) desc, proposed_at desc, id
        limit ?`,
      [now.toISOString(), limit],
    );
    return rows.map(toApproval);
  },
};
