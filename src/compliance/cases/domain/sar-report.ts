import { Money } from '../../../shared/domain/money.js';

/** A transfer the case names, as the SAR reports it. */
export interface SarTransfer {
  id: string;
  reference: string;
  amount: Money;
  createdAt: Date;
  recipientName: string;
  recipientCountry: string;
}

/** The subject of the report: the sender as the app knows them. */
export interface SarSubject {
  userId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  address: string | null;
}

export interface SarInput {
  caseId: string;
  subject: SarSubject;
  transfers: SarTransfer[];
  /** Each rule's summary, in the order the rules fired. */
  findings: { rule: string; summary: string; detectedAt: Date }[];
  notes: string[];
  detectedAt: Date;
  filedBy: string;
  filedAt: Date;
}

/**
 * The FinCEN SAR fields (BSA E-Filing, Suspicious Activity Report) filled from a case: Part I
 * the subject, Part II the activity (amount, from and to dates, categories), Part V the
 * narrative. The filer checks and completes the rest (filing institution, contact) in E-Filing.
 */
export function sarReport(input: SarInput) {
  const dates = input.transfers.map((t) => t.createdAt.getTime()).sort((a, b) => a - b);
  const total = input.transfers.reduce((sum, t) => sum.add(t.amount), Money.zero('USD'));
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const rules = [...new Set(input.findings.map((f) => f.rule))];
  const narrative = [
    `Transaction monitoring detected activity by ${input.subject.firstName} ${input.subject.lastName} (customer ${input.subject.userId}) on ${day(input.detectedAt.getTime())}.`,
    ...input.findings.map((f) => `${day(f.detectedAt.getTime())} ${f.rule}: ${f.summary}.`),
    `${input.transfers.length} transfer(s) totalling ${total.format()}: ${input.transfers.map((t) => `${t.reference} ${t.amount.format()} on ${day(t.createdAt.getTime())} to ${t.recipientName} (${t.recipientCountry})`).join('; ')}.`,
    ...input.notes.map((note) => `Analyst note: ${note}`),
  ].join('\n');
  return {
    form: 'FinCEN SAR',
    caseId: input.caseId,
    filingType: 'initial',
    subject: {
      type: 'individual',
      lastName: input.subject.lastName,
      firstName: input.subject.firstName,
      customerId: String(input.subject.userId),
      dateOfBirth: input.subject.dateOfBirth,
      address: input.subject.address,
      email: input.subject.email,
      phone: input.subject.phone,
    },
    activity: {
      totalAmount: total.toDecimalString(),
      currency: 'USD',
      dateFrom: dates.length ? day(dates[0]) : null,
      dateTo: dates.length ? day(dates[dates.length - 1]) : null,
      categories: rules.map(sarCategory),
      instrument: 'Funds transfer',
      product: 'Money transmission',
      transfers: input.transfers.map((t) => ({ reference: t.reference, id: t.id, amount: t.amount.toDecimalString(), date: day(t.createdAt.getTime()), recipient: t.recipientName, country: t.recipientCountry })),
    },
    narrative,
    preparedBy: input.filedBy,
    preparedAt: input.filedAt.toISOString(),
  };
}

export type SarReport = ReturnType<typeof sarReport>;

/** The SAR's activity category for a monitoring rule (Part II, items 29 to 38). */
function sarCategory(rule: string): string {
  switch (rule) {
    case 'structuring':
      return 'Structuring: transactions below BSA recordkeeping threshold';
    case 'velocity':
      return 'Suspicious use of multiple transaction locations or volumes: unusual volume';
    case 'shared_recipient':
      return 'Money laundering: funnel account';
    case 'new_recipients':
      return 'Money laundering: suspicious use of multiple accounts';
    case 'recipient_changed':
      return 'Fraud: account takeover';
    case 'near_sanctions_name':
      return 'Other: possible sanctions evasion';
    default:
      return `Other: ${rule}`;
  }
}
