import type { LedgerSql } from '../../ledger/ledger-sql.js';
import { Approval, type ApprovalStatus, type ProposedAction } from '../domain/approval.js';
import type { OperatorRole } from '../domain/operator.js';

interface ApprovalRow {
  id: string;
  request: ProposedAction | string;
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
    action: typeof row.request === 'string' ? (JSON.parse(row.request) as ProposedAction) : row.request,
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
    await sql(`update approvals set status = 'expired' where item_key = ? and action = ? and status = 'pending' and expires_at <= ?`, [
      approval.action.key,
      approval.action.action,
      now.toISOString(),
    ]);
    const rows = await sql(
      `insert into approvals (id, item_key, action, request, summary, proposed_by_id, proposed_by_email, proposed_by_role, proposal_note, proposed_at, expires_at, status)
       values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, 'pending')
       on conflict do nothing returning id`,
      [
        approval.id,
        approval.action.key,
        approval.action.action,
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
   * Stores the decision `approval` holds, only while the row is still pending and unexpired at
   * `now`; false when another operator decided it first (or it expired): nothing written.
   */
  async saveDecision(sql: LedgerSql, approval: Approval, now: Date): Promise<boolean> {
    const by = approval.decidedBy;
    if (!by || !approval.decidedAt) throw new Error('The approval holds no decision to store');
    const rows = await sql(
      `update approvals set status = ?, decided_by_id = ?, decided_by_email = ?, decided_by_role = ?, decided_at = ?, decision_note = ?
        where id = ? and status = 'pending' and expires_at > ? returning id`,
      [approval.storedStatus, by.id, by.email, by.role, approval.decidedAt.toISOString(), approval.decisionNote, approval.id, now.toISOString()],
    );
    return rows.length === 1;
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
