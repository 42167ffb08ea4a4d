import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../admin/admin-audit-log.service.js';
import { AdminAuditEntry } from '../../admin/domain/admin-audit-entry.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { FUNDING_TYPE_WORDS, RECORD_RETENTION_YEARS, type FundingType } from '../domain/transfer-record.js';

type Row = Record<string, unknown>;

/** A timestamp as ISO 8601 (raw reads answer Postgres' text for some columns). */
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value instanceof Date ? value : String(value)).toISOString());
const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value === null || value === undefined ? null : String(value).slice(0, 10));

/**
 * One sender's full file for an operator (issue #26; records are kept five years, 31 CFR
 * 1010.430(d)): the account and its closing, the identity record (never the SSN), every
 * identity check, every transfer with the record it kept at creation (identity snapshot,
 * funding type) and the recipient's details, and the compliance cases with their hits and
 * timeline. Audited; a closed (suspended) account's file is there all the same.
 */
@Injectable()
export class SenderFiles {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AdminAuditLog,
  ) {}

  async export(userId: number, address: string, at = new Date()) {
    return this.em.fork().transactional(async (em) => {
      const read = <T extends Row>(sql: string, params: unknown[]) => em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
      const [account] = await read(`select id, email, phone, first_name, last_name, status, created_at from users where id = ?`, [userId]);
      if (!account) throw new DomainError({ code: 'ADMIN.USER_NOT_FOUND', kind: 'not_found', message: 'No such sender.' });
      const [closure] = await read(`select closed_at, records_kept_until, reason, closed_by from closed_sender_accounts where user_id = ?`, [userId]);
      const [identity] = await read(
        `select tier, legal_first_name, legal_last_name, date_of_birth, address, basic_verified_at, id_verified_at, occupation, source_of_funds,
                enhanced_reviewed_at, enhanced_reviewed_by, created_at, updated_at
           from sender_verifications where user_id = ?`,
        [userId],
      );
      const checks = await read(`select id, kind, state, reason, provider_session_id, created_at, concluded_at from identity_checks where user_id = ? order by created_at`, [userId]);
      const transfers = await read(
        `select t.id, t.reference, t.status, t.amount::text as amount, t.fee_amount::text as fee_amount, t.total_amount::text as total_amount,
                t.recipient_amount::text as recipient_amount, t.currency_code, t.rate::text as rate, t.country, t.payment_method, t.recipient_info, t.created_at,
                r.funding_type, r.identity as identity_snapshot
           from transactions t left join transfer_records r on r.transfer_id = t.id
          where t.user_id = ? order by t.created_at`,
        [userId],
      );
      const cases = await read(`select id, status, detected_at, deadline_at, decision, decided_at, decided_by from compliance_cases where user_id = ? order by detected_at`, [userId]);
      const caseIds = cases.map((c) => c.id);
      const inCases = caseIds.map(() => '?').join(', ');
      const hits = caseIds.length ? await read(`select case_id, rule, severity, transfer_id, transfer_ids, figures, summary, held, detected_at from compliance_case_hits where case_id in (${inCases}) order by id`, caseIds) : [];
      const entries = caseIds.length ? await read(`select case_id, kind, decision, body, operator_email, at from compliance_case_entries where case_id in (${inCases}) order by at, id`, caseIds) : [];

      const file = {
        exportedAt: at.toISOString(),
        retention: `Kept ${RECORD_RETENTION_YEARS} years (31 CFR 1010.430(d))${closure ? `, until ${iso(closure.records_kept_until)}` : ''}`,
        sender: {
          userId,
          name: `${account.first_name} ${account.last_name}`,
          email: account.email ?? null,
          phone: account.phone ?? null,
          status: account.status,
          registeredAt: iso(account.created_at),
          closed: closure ? { closedAt: iso(closure.closed_at), recordsKeptUntil: iso(closure.records_kept_until), reason: closure.reason, closedBy: closure.closed_by ?? null } : null,
        },
        identityRecord: identity
          ? {
              tier: identity.tier,
              legalName: identity.legal_first_name ? { first: identity.legal_first_name, last: identity.legal_last_name } : null,
              dateOfBirth: day(identity.date_of_birth),
              address: identity.address ?? null,
              basicVerifiedAt: iso(identity.basic_verified_at),
              idVerifiedAt: iso(identity.id_verified_at),
              occupation: identity.occupation ?? null,
              sourceOfFunds: identity.source_of_funds ?? null,
              enhancedReviewedAt: iso(identity.enhanced_reviewed_at),
              enhancedReviewedBy: identity.enhanced_reviewed_by ?? null,
            }
          : null,
        verificationHistory: checks.map((c) => ({
          id: c.id,
          kind: c.kind,
          state: c.state,
          reason: c.reason ?? null,
          providerSessionId: c.provider_session_id,
          startedAt: iso(c.created_at),
          concludedAt: iso(c.concluded_at),
        })),
        transfers: transfers.map((t) => ({
          id: t.id,
          reference: t.reference ?? null,
          status: t.status,
          createdAt: iso(t.created_at),
          amount: t.amount,
          fee: t.fee_amount,
          total: t.total_amount,
          recipientAmount: t.recipient_amount,
          currency: t.currency_code,
          rate: t.rate,
          country: t.country,
          paymentMethod: t.payment_method,
          fundingType: (t.funding_type as FundingType | null) ?? null,
          funding: t.funding_type ? FUNDING_TYPE_WORDS[t.funding_type as FundingType] : null,
          senderIdentity: t.identity_snapshot ?? null,
          recipient: t.recipient_info,
        })),
        cases: cases.map((c) => ({
          id: c.id,
          status: c.status,
          detectedAt: iso(c.detected_at),
          deadlineAt: iso(c.deadline_at),
          decision: c.decision ?? null,
          decidedAt: iso(c.decided_at),
          decidedBy: c.decided_by ?? null,
          hits: hits.filter((h) => h.case_id === c.id).map(({ case_id: _case, detected_at, transfer_id, transfer_ids, ...h }) => ({ ...h, transferId: transfer_id, transferIds: transfer_ids, detectedAt: iso(detected_at) })),
          timeline: entries.filter((e) => e.case_id === c.id).map((e) => ({ kind: e.kind, decision: e.decision ?? null, text: e.body, by: e.operator_email ?? null, at: iso(e.at) })),
        })),
      };
      this.audit.record(em, AdminAuditEntry.senderFileExported(userId, { transfers: file.transfers.length, cases: file.cases.length, checks: file.verificationHistory.length }, address, at));
      return file;
    });
  }
}
