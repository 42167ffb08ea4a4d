import { Rate } from '../../shared/domain/rate.js';
import { AdminAuditEntry } from './admin-audit-entry.js';

const at = new Date('2026-11-22T10:00:00Z');

describe('admin audit entries', () => {
  it('record a rate change with the exact rates before and after, and where it was made', () => {
    const entry = AdminAuditEntry.rateChanged('kenya', Rate.parse('129.25'), Rate.parse('130.5'), 'dashboard', '203.0.113.7', at);
    expect(entry).toMatchObject({
      action: 'rates.update',
      target: 'rate:kenya',
      oldValue: { rate: '129.2500' },
      newValue: { rate: '130.5000', source: 'dashboard' },
      sourceAddress: '203.0.113.7',
      occurredAt: at,
    });
  });

  it('name a suspension and an activation by the status they lead to', () => {
    expect(AdminAuditEntry.userStatusChanged(42, 'active', 'suspended', '203.0.113.7', at)).toMatchObject({
      action: 'user.suspend',
      target: 'user:42',
      oldValue: { status: 'active' },
      newValue: { status: 'suspended' },
    });
    expect(AdminAuditEntry.userStatusChanged(42, 'suspended', 'active', '203.0.113.7', at).action).toBe('user.activate');
  });

  it('tell a refused password on the rates page from one at the dashboard gate', () => {
    expect(AdminAuditEntry.signInFailed('203.0.113.7', 'rates_page', at).target).toBe('admin:rates_page');
    expect(AdminAuditEntry.signInFailed('203.0.113.7', 'dashboard', at).target).toBe('admin:dashboard');
  });

  it('name the operator who acted, once: an entry naming someone keeps them', () => {
    const finance = { id: 3, email: 'finance@example.com', role: 'finance' as const };
    const entry = AdminAuditEntry.limitsChanged({ perTransfer: '100' }, { perTransfer: '200' }, '203.0.113.7', at).by(finance);
    expect(entry).toMatchObject({ operatorId: 3, operatorEmail: 'finance@example.com', operatorRole: 'finance', sourceAddress: '203.0.113.7' });
    expect(entry.by({ id: 4, email: 'other@example.com', role: 'owner' }).operatorId).toBe(3);
    expect(AdminAuditEntry.signedOut('203.0.113.7', at).by(undefined)).toMatchObject({ operatorId: null, operatorEmail: null, operatorRole: null });
  });
});
