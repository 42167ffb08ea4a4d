import { Money } from '../../../shared/domain/money.js';
import { CaseAlreadyClosedError, ComplianceCase, NoInformationRequestedError } from './compliance-case.js';
import { sarReport } from './sar-report.js';

const DETECTED = new Date('2026-11-01T10:00:00Z');

describe('ComplianceCase', () => {
  it('is due 30 days from detection and late after that while open', () => {
    const c = ComplianceCase.open('c1', 7, DETECTED);
    expect(c.deadlineAt.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(c.isLate(new Date('2026-12-01T10:00:00Z'))).toBe(false);
    expect(c.isLate(new Date('2026-12-01T10:00:01Z'))).toBe(true);
    expect(c.daysLeft(new Date('2026-11-21T10:00:00Z'))).toBe(10);
  });

  it('stays open while information is requested, closes on any other decision, and is decided once', () => {
    const c = ComplianceCase.open('c1', 7, DETECTED);
    c.decide('request_information', 'ops@example.com', DETECTED);
    expect(c.status).toBe('awaiting_information');
    c.decide('clear', 'ops@example.com', DETECTED);
    expect(c.status).toBe('closed');
    expect(c.isLate(new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(() => c.decide('file_sar', 'ops@example.com', DETECTED)).toThrow(CaseAlreadyClosedError);
  });

  it("takes the sender's answer only while information is requested, and is open again for a decision after it", () => {
    const c = ComplianceCase.open('c1', 7, DETECTED);
    expect(() => c.answerReceived()).toThrow(NoInformationRequestedError);
    c.decide('request_information', 'ops@example.com', DETECTED);
    c.answerReceived();
    expect(c.status).toBe('open');
    expect(() => c.answerReceived()).toThrow(NoInformationRequestedError);
    c.decide('clear', 'ops@example.com', DETECTED);
    expect(() => c.answerReceived()).toThrow(NoInformationRequestedError);
  });

  it('only clearing releases the payouts it held', () => {
    expect(ComplianceCase.releasesHolds('clear')).toBe(true);
    expect(ComplianceCase.releasesHolds('file_sar')).toBe(false);
    expect(ComplianceCase.releasesHolds('close_account')).toBe(false);
  });
});

describe('sarReport', () => {
  it('fills the subject, the amounts and dates, and a narrative from the case', () => {
    const report = sarReport({
      caseId: 'c1',
      subject: { userId: 7, firstName: 'Amina', lastName: 'Okello', email: 'amina@example.com', phone: null, dateOfBirth: null, address: null },
      transfers: [
        { id: 't1', reference: 'RE1', amount: Money.parse('1200.00', 'USD'), createdAt: new Date('2026-11-01T08:00:00Z'), recipientName: 'Wanjiru Kamau', recipientCountry: 'kenya' },
        { id: 't2', reference: 'RE2', amount: Money.parse('1300.50', 'USD'), createdAt: new Date('2026-11-02T08:00:00Z'), recipientName: 'Wanjiru Kamau', recipientCountry: 'kenya' },
      ],
      findings: [{ rule: 'structuring', summary: '2 transfers in a day', detectedAt: DETECTED }],
      notes: ['Called the sender'],
      detectedAt: DETECTED,
      filedBy: 'ops@example.com',
      filedAt: DETECTED,
    });
    expect(report.subject).toMatchObject({ lastName: 'Okello', firstName: 'Amina', customerId: '7' });
    expect(report.activity).toMatchObject({ totalAmount: '2500.50', dateFrom: '2026-11-01', dateTo: '2026-11-02', categories: ['Structuring: transactions below BSA recordkeeping threshold'] });
    expect(report.narrative).toContain('$2,500.50');
    expect(report.narrative).toContain('Analyst note: Called the sender');
  });
});
