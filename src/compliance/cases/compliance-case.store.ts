import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RuleHit } from '../monitoring/domain/rule-hit.js';
import { ComplianceCase, type CaseDecision, type CaseStatus } from './domain/compliance-case.js';

interface CaseRow {
  id: string;
  user_id: number;
  status: CaseStatus;
  detected_at: Date;
  deadline_at: Date;
  decision: CaseDecision | null;
  decided_at: Date | null;
  decided_by: string | null;
}

export interface CaseHitRecord {
  id: string;
  rule: string;
  severity: 'high' | 'medium';
  transferId: string;
  transferIds: string[];
  figures: Record<string, string | number>;
  summary: string;
  held: boolean;
  detectedAt: Date;
}

export interface CaseEntryRecord {
  id: string;
  /** `sender_answer`: the sender's answer to a request for information (no operator). */
  kind: 'note' | 'decision' | 'sar_export' | 'sender_answer';
  decision: CaseDecision | null;
  body: string;
  operatorEmail: string | null;
  at: Date;
}

const caseOf = (r: CaseRow) => new ComplianceCase(r.id, r.user_id, r.status, new Date(r.detected_at), new Date(r.deadline_at), r.decision, r.decided_at && new Date(r.decided_at), r.decided_by);

/**
 * Compliance cases, their rule hits and their notes and decisions (tables of migration
 * 20261127130000), always in the caller's transaction.
 */
@Injectable()
export class ComplianceCaseStore {
  /**
   * Adds the hits found reviewing `transferId` to the sender's case not closed (opening one when
   * none is), each once per rule and transfer: a hit recorded before adds nothing. Serialized per
   * sender (the user's row is locked), so two transfers of one sender never open two cases.
   * Answers the hits added.
   */
  async recordHits(em: EntityManager, userId: number, transferId: string, hits: RuleHit[], at: Date): Promise<RuleHit[]> {
    if (hits.length === 0) return [];
    await em.execute('select id from users where id = ? for update', [userId]);
    const known = await em.execute<{ rule: string }[]>('select rule from compliance_case_hits where transfer_id = ?', [transferId]);
    const fresh = hits.filter((h) => !known.some((k) => k.rule === h.rule));
    if (fresh.length === 0) return [];
    let open = await this.openOf(em, userId);
    if (!open) {
      open = ComplianceCase.open(randomUUID(), userId, at);
      await em.execute('insert into compliance_cases (id, user_id, status, detected_at, deadline_at, updated_at) values (?, ?, ?, ?, ?, ?)', [open.id, userId, open.status, open.detectedAt, open.deadlineAt, at]);
    } else {
      await em.execute('update compliance_cases set updated_at = ? where id = ?', [at, open.id]);
    }
    for (const h of fresh) {
      await em.execute(
        'insert into compliance_case_hits (case_id, rule, severity, transfer_id, transfer_ids, figures, summary, detected_at) values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?) on conflict ("rule", "transfer_id") do nothing',
        [open.id, h.rule, h.severity, transferId, JSON.stringify(h.transferIds), JSON.stringify(h.figures), h.summary, at],
      );
    }
    return fresh;
  }

  /** Whether a high-severity hit on this transfer belongs to a case not closed: its payout must wait. */
  async holdsPayout(em: EntityManager, transferId: string): Promise<boolean> {
    const rows = await em.execute<{ n: string }[]>(
      `select count(*) as n from compliance_case_hits h join compliance_cases c on c.id = h.case_id where h.transfer_id = ? and h.severity = 'high' and c.status <> 'closed'`,
      [transferId],
    );
    return Number(rows[0]?.n ?? 0) > 0;
  }

  /** Marks the transfer's high-severity hits as having held its payout (clearing their case releases it). */
  async markHeld(em: EntityManager, transferId: string): Promise<void> {
    await em.execute(`update compliance_case_hits set held = true where transfer_id = ? and severity = 'high'`, [transferId]);
  }

  async openOf(em: EntityManager, userId: number): Promise<ComplianceCase | null> {
    const rows = await em.execute<CaseRow[]>(`select * from compliance_cases where user_id = ? and status <> 'closed'`, [userId]);
    return rows[0] ? caseOf(rows[0]) : null;
  }

  async find(em: EntityManager, caseId: string, { lock = false } = {}): Promise<ComplianceCase | null> {
    const rows = await em.execute<CaseRow[]>(`select * from compliance_cases where id = ?${lock ? ' for update' : ''}`, [caseId]);
    return rows[0] ? caseOf(rows[0]) : null;
  }

  /** The queue: cases not closed, soonest deadline first, then the latest closed ones. */
  async list(em: EntityManager, limit = 200): Promise<ComplianceCase[]> {
    const rows = await em.execute<CaseRow[]>(`select * from compliance_cases order by (status = 'closed'), case when status = 'closed' then null else deadline_at end asc, updated_at desc limit ?`, [limit]);
    return rows.map(caseOf);
  }

  async saveDecision(em: EntityManager, c: ComplianceCase, at: Date): Promise<void> {
    await em.execute('update compliance_cases set status = ?, decision = ?, decided_at = ?, decided_by = ?, updated_at = ? where id = ?', [c.status, c.decision, c.decidedAt, c.decidedBy, at, c.id]);
  }

  async hits(em: EntityManager, caseIds: string[]): Promise<Map<string, CaseHitRecord[]>> {
    const byCase = new Map<string, CaseHitRecord[]>(caseIds.map((id) => [id, []]));
    if (caseIds.length === 0) return byCase;
    const rows = await em.execute<{ id: string; case_id: string; rule: string; severity: 'high' | 'medium'; transfer_id: string; transfer_ids: string[]; figures: Record<string, string | number>; summary: string; held: boolean; detected_at: Date }[]>(
      `select * from compliance_case_hits where case_id in (${caseIds.map(() => '?').join(', ')}) order by detected_at, id`,
      caseIds,
    );
    for (const r of rows) {
      byCase.get(r.case_id)?.push({ id: String(r.id), rule: r.rule, severity: r.severity, transferId: r.transfer_id, transferIds: r.transfer_ids, figures: r.figures, summary: r.summary, held: r.held, detectedAt: new Date(r.detected_at) });
    }
    return byCase;
  }

  async entries(em: EntityManager, caseId: string): Promise<CaseEntryRecord[]> {
    const rows = await em.execute<{ id: string; kind: CaseEntryRecord['kind']; decision: CaseDecision | null; body: string; operator_email: string | null; at: Date }[]>(
      'select * from compliance_case_entries where case_id = ? order by at, id',
      [caseId],
    );
    return rows.map((r) => ({ id: String(r.id), kind: r.kind, decision: r.decision, body: r.body, operatorEmail: r.operator_email, at: new Date(r.at) }));
  }

  async addEntry(em: EntityManager, caseId: string, entry: Omit<CaseEntryRecord, 'id'>): Promise<void> {
    await em.execute('insert into compliance_case_entries (case_id, kind, decision, body, operator_email, at) values (?, ?, ?, ?, ?, ?)', [caseId, entry.kind, entry.decision, entry.body, entry.operatorEmail, entry.at]);
  }

  /** The transfers whose payout the case held (to release when it is cleared). */
  async heldTransfers(em: EntityManager, caseId: string): Promise<string[]> {
    const rows = await em.execute<{ transfer_id: string }[]>('select distinct transfer_id from compliance_case_hits where case_id = ? and held', [caseId]);
    return rows.map((r) => r.transfer_id);
  }
}
