import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/domain/domain-error.js';
import { ComplianceCaseStore } from './compliance-case.store.js';
import { NoInformationRequestedError } from './domain/compliance-case.js';

/** A question a compliance operator asked the sender, waiting for their answer. */
export interface InformationRequest {
  caseId: string;
  question: string;
  requestedAt: Date;
}

const notFound = () => new DomainError({ code: 'COMPLIANCE.REQUEST_NOT_FOUND', kind: 'not_found', message: 'No such request.' });

/**
 * "Request information from the sender through the app" (issue #26), the sender's side: the
 * question their open case asks (the operator's note with the decision), and their answer,
 * which lands on the case's timeline and gives the case back to the operator.
 */
@Injectable()
export class InformationRequests {
  constructor(
    private readonly em: EntityManager,
    private readonly store: ComplianceCaseStore,
  ) {}

  /** What is asked of the sender now (at most one: a sender has one case not closed). */
  async openFor(userId: number): Promise<InformationRequest[]> {
    const rows = await this.em.fork().execute<{ id: string; body: string; at: Date }[]>(
      `select c.id, e.body, e.at
         from compliance_cases c
         join lateral (select body, at from compliance_case_entries
                        where case_id = c.id and kind = 'decision' and decision = 'request_information' order by at desc, id desc limit 1) e on true
        where c.user_id = ? and c.status = 'awaiting_information'`,
      [userId],
    );
    return rows.map((r) => ({ caseId: r.id, question: r.body, requestedAt: new Date(r.at) }));
  }

  /** The sender's answer: on the case's timeline, and the case open again for the operator. Another sender's case is "not found". */
  async answer(userId: number, caseId: string, answer: string, at = new Date()): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const c = await this.store.find(em, caseId, { lock: true });
      if (!c || c.userId !== userId) throw notFound();
      try {
        c.answerReceived();
      } catch (error) {
        if (error instanceof NoInformationRequestedError) throw new DomainError({ code: 'COMPLIANCE.NO_INFORMATION_REQUESTED', kind: 'conflict', message: error.message });
        throw error;
      }
      await this.store.saveDecision(em, c, at);
      await this.store.addEntry(em, c.id, { kind: 'sender_answer', decision: null, body: answer, operatorEmail: null, at });
    });
  }
}
