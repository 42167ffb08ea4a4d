import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SessionRegistry } from '../../identity/session-registry.js';
import { UserDirectory } from '../../identity/user-directory.service.js';
import { Outbox } from '../../outbox/outbox.service.js';
import { AdminAuditLog } from '../../admin/admin-audit-log.service.js';
import { AdminAuditEntry } from '../../admin/domain/admin-audit-entry.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { Money } from '../../shared/domain/money.js';
import { TransferStore } from '../../transfers/transfer.store.js';
import { ComplianceCaseStore, type CaseHitRecord } from './compliance-case.store.js';
import { CaseAlreadyClosedError, ComplianceCase, type CaseDecision } from './domain/compliance-case.js';
import { sarReport, type SarReport } from './domain/sar-report.js';
import { retainedUntil } from '../domain/transfer-record.js';
import { informationRequestNotice } from './information-request-message.js';

const notFound = () => new DomainError({ code: 'COMPLIANCE.CASE_NOT_FOUND', kind: 'not_found', message: 'No such case.' });
const DECISION_WORDS: Record<CaseDecision, string> = {
  clear: 'Cleared',
  request_information: 'Information requested from the sender',
  file_sar: 'SAR to be filed',
  close_account: 'Account closed',
};

function entryText(e: { kind: string; decision: CaseDecision | null; body: string }): string {
  if (e.kind === 'decision') return `${DECISION_WORDS[e.decision!]}: ${e.body}`;
  if (e.kind === 'sender_answer') return `Sender's answer: ${e.body}`;
  return e.body;
}

interface SenderRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

interface TransferRow {
  id: string;
  reference: string;
  amount: string;
  status: string;
  created_at: Date;
  country: string;
  recipient_info: { firstName: string; lastName: string };
  payout_held_at: Date | null;
}

/**
 * The compliance operator's cases (issue #26): the queue, a case's timeline, notes, decisions
 * (clearing releases the payouts the case held; closing the account suspends the sender) and
 * the SAR fields once a SAR is decided. Every note, decision and export is audited in its own
 * transaction.
 */
@Injectable()
export class ComplianceCases {
  constructor(
    private readonly em: EntityManager,
    private readonly store: ComplianceCaseStore,
    private readonly transfers: TransferStore,
    private readonly audit: AdminAuditLog,
    private readonly users: UserDirectory,
    private readonly outbox: Outbox,
    private readonly sessions: SessionRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(now = new Date()) {
    const em = this.em.fork();
    const cases = await this.store.list(em);
    const hits = await this.store.hits(em, cases.map((c) => c.id));
    const senders = await this.senders(em, [...new Set(cases.map((c) => c.userId))]);
    return { cases: cases.map((c) => this.summary(c, hits.get(c.id) ?? [], senders.get(c.userId), now)) };
  }

  async detail(caseId: string, now = new Date()) {
    const em = this.em.fork();
    const c = await this.store.find(em, caseId);
    if (!c) throw notFound();
    const hits = (await this.store.hits(em, [c.id])).get(c.id) ?? [];
    const entries = await this.store.entries(em, c.id);
    const sender = (await this.senders(em, [c.userId])).get(c.userId);
    const transfers = await this.transfersOf(em, hits);
    const timeline = [
      ...hits.map((h) => ({ at: h.detectedAt, kind: 'hit' as const, text: `${h.rule} (${h.severity}): ${h.summary}${h.held ? '; payout held' : ''}`, by: null })),
      ...entries.map((e) => ({ at: e.at, kind: e.kind, text: entryText(e), by: e.kind === 'sender_answer' ? 'sender' : e.operatorEmail })),
    ]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((t) => ({ ...t, at: t.at.toISOString() }));
    const held = new Set(hits.filter((h) => h.held).map((h) => h.transferId));
    return {
      ...this.summary(c, hits, sender, now),
      hits: hits.map((h) => ({ ...h, detectedAt: h.detectedAt.toISOString() })),
      transfers: transfers.map((t) => ({
        id: t.id,
        reference: t.reference,
        amount: Money.parse(t.amount, 'USD').toNumber(),
        status: t.status,
        createdAt: new Date(t.created_at).toISOString(),
        recipientName: `${t.recipient_info.firstName} ${t.recipient_info.lastName}`,
        held: held.has(t.id) && t.payout_held_at !== null,
      })),
      timeline,
    };
  }

  async addNote(caseId: string, note: string, operatorEmail: string, address: string, at = new Date()): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const c = await this.store.find(em, caseId, { lock: true });
      if (!c) throw notFound();
      await this.store.addEntry(em, c.id, { kind: 'note', decision: null, body: note, operatorEmail, at });
      this.audit.record(em, AdminAuditEntry.complianceCaseAction('compliance.case_note', c.id, null, { note }, address, at));
    });
  }

  /** Decides the case (once closed, nothing more); clearing releases the payouts it held. Answers what was done. */
  async decide(caseId: string, decision: CaseDecision, note: string, operatorEmail: string, address: string, at = new Date()): Promise<{ message: string; released: number }> {
    const { userId, ...answer } = await this.em.fork().transactional(async (em) => {
      const c = await this.store.find(em, caseId, { lock: true });
      if (!c) throw notFound();
      const before = { status: c.status, decision: c.decision };
      try {
        c.decide(decision, operatorEmail, at);
      } catch (error) {
        if (error instanceof CaseAlreadyClosedError) throw new DomainError({ code: 'COMPLIANCE.CASE_CLOSED', kind: 'conflict', message: error.message });
        throw error;
      }
      await this.store.saveDecision(em, c, at);
      await this.store.addEntry(em, c.id, { kind: 'decision', decision, body: note, operatorEmail, at });
      let released = 0;
      if (ComplianceCase.releasesHolds(decision)) {
        for (const transferId of await this.store.heldTransfers(em, c.id)) {
          const transfer = await this.transfers.lock(em, transferId);
          if (transfer.payoutHoldReason === 'compliance_review' && transfer.releasePayoutHold(at)) {
            await this.transfers.save(em, transfer);
            released += 1;
          }
        }
      }
      if (decision === 'request_information') await this.tellSenderInformationRequested(em, c.userId, at);
      if (decision === 'close_account') {
        // Closed: hidden from the sender (a suspended account signs in no more), its records kept five years from today.
        await em.execute(`update users set status = 'suspended', updated_at = ? where id = ?`, [at, c.userId]);
        await em.execute(
          `insert into closed_sender_accounts (user_id, closed_at, records_kept_until, reason, closed_by) values (?, ?, ?, 'compliance_case', ?) on conflict (user_id) do nothing`,
          [c.userId, at, retainedUntil(at), operatorEmail],
        );
      }
      this.audit.record(em, AdminAuditEntry.complianceCaseAction('compliance.case_decision', c.id, before, { status: c.status, decision, note, released }, address, at));
      const message = `${DECISION_WORDS[decision]}.${released ? ` ${released} held payout${released === 1 ? ' is' : 's are'} being sent.` : ''}`;
      return { userId: c.userId, message, released };
    });
    // A closed account is hidden from its sender at once: every session of theirs ends (signing in again is refused).
    if (decision === 'close_account') await this.sessions.endAll(userId);
    return answer;
  }

  /** The FinCEN SAR fields filled from the case, once its decision is to file a SAR; audited. */
  async sarExport(caseId: string, operatorEmail: string, address: string, at = new Date()): Promise<SarReport> {
    return this.em.fork().transactional(async (em) => {
      const c = await this.store.find(em, caseId);
      if (!c) throw notFound();
      if (c.decision !== 'file_sar') throw new DomainError({ code: 'COMPLIANCE.NO_SAR_DECIDED', kind: 'conflict', message: 'Decide to file a SAR on this case first.' });
      const hits = (await this.store.hits(em, [c.id])).get(c.id) ?? [];
      const entries = await this.store.entries(em, c.id);
      const subject = await this.subject(em, c.userId);
      const transfers = await this.transfersOf(em, hits);
      const report = sarReport({
        caseId: c.id,
        subject,
        transfers: transfers.map((t) => ({
          id: t.id,
          reference: t.reference,
          amount: Money.parse(t.amount, 'USD'),
          createdAt: new Date(t.created_at),
          recipientName: `${t.recipient_info.firstName} ${t.recipient_info.lastName}`,
          recipientCountry: t.country,
        })),
        findings: hits.map((h) => ({ rule: h.rule, summary: h.summary, detectedAt: h.detectedAt })),
        notes: entries.filter((e) => e.kind !== 'sar_export').map((e) => e.body),
        detectedAt: c.detectedAt,
        filedBy: operatorEmail,
        filedAt: at,
      });
      await this.store.addEntry(em, c.id, { kind: 'sar_export', decision: null, body: `SAR fields exported (${report.activity.totalAmount} USD, ${report.activity.transfers.length} transfers)`, operatorEmail, at });
      this.audit.record(em, AdminAuditEntry.complianceCaseAction('compliance.sar_export', c.id, null, { totalAmount: report.activity.totalAmount, transfers: report.activity.transfers.length }, address, at));
      return report;
    });
  }

  /** The sender hears (by email, else SMS) that a question waits for them in the app; the question itself stays there. */
  private async tellSenderInformationRequested(em: EntityManager, userId: number, at: Date): Promise<void> {
    const contact = await this.users.contactOf(userId, em);
    const to = contact?.email ? { channel: 'email' as const, address: contact.email } : contact?.phone ? { channel: 'sms' as const, address: contact.phone } : null;
    if (!contact || !to) return;
    this.outbox.add(em, 'notifications.deliver-message', informationRequestNotice(to, contact.firstName, this.config.APP_URL, contact.language), at);
  }

  private summary(c: ComplianceCase, hits: CaseHitRecord[], sender: SenderRow | undefined, now: Date) {
    return {
      id: c.id,
      sender: { userId: c.userId, name: sender ? `${sender.first_name} ${sender.last_name}` : `Sender ${c.userId}`, email: sender?.email ?? null },
      status: c.status,
      detectedAt: c.detectedAt.toISOString(),
      deadlineAt: c.deadlineAt.toISOString(),
      daysLeft: c.daysLeft(now),
      late: c.isLate(now),
      decision: c.decision,
      decidedAt: c.decidedAt?.toISOString() ?? null,
      decidedBy: c.decidedBy,
      rules: [...new Set(hits.map((h) => h.rule))],
      highSeverity: hits.some((h) => h.severity === 'high'),
      heldTransfers: new Set(hits.filter((h) => h.held).map((h) => h.transferId)).size,
      sarExportUrl: c.decision === 'file_sar' ? `/api/admin/compliance/cases/${c.id}/sar` : null,
    };
  }

  private async senders(em: EntityManager, ids: number[]): Promise<Map<number, SenderRow>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<SenderRow[]>(`select id, first_name, last_name, email, phone from users where id in (${ids.map(() => '?').join(', ')})`, ids);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The sender as the SAR names them: the verified identity record where there is one (issue #26), else the account. */
  private async subject(em: EntityManager, userId: number) {
    const [row] = await em.execute<(SenderRow & { legal_first_name: string | null; legal_last_name: string | null; date_of_birth: string | Date | null; address: Record<string, string | null> | null })[]>(
      `select u.id, u.first_name, u.last_name, u.email, u.phone, v.legal_first_name, v.legal_last_name, v.date_of_birth, v.address
         from users u left join sender_verifications v on v.user_id = u.id where u.id = ?`,
      [userId],
    );
    const dob = row?.date_of_birth ? (row.date_of_birth instanceof Date ? row.date_of_birth.toISOString().slice(0, 10) : String(row.date_of_birth).slice(0, 10)) : null;
    return {
      userId,
      firstName: row?.legal_first_name ?? row?.first_name ?? '',
      lastName: row?.legal_last_name ?? row?.last_name ?? '',
      email: row?.email ?? null,
      phone: row?.phone ?? null,
      dateOfBirth: dob,
      address: row?.address ? Object.values(row.address).filter((v) => typeof v === 'string' && v.length > 0).join(', ') : null,
    };
  }

  private async transfersOf(em: EntityManager, hits: CaseHitRecord[]): Promise<TransferRow[]> {
    const ids = [...new Set(hits.flatMap((h) => [h.transferId, ...h.transferIds]))];
    if (ids.length === 0) return [];
    return em.execute<TransferRow[]>(
      `select id, reference, amount::text as amount, status, created_at, country, recipient_info, payout_held_at from transactions where id in (${ids.map(() => '?').join(', ')}) order by created_at`,
      ids,
    );
  }
}
