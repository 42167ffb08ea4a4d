import { queueDashboardReadOnly } from './environment.schema.js';

describe('queueDashboardReadOnly', () => {
  it('is read-only in production unless configured otherwise', () => {
    expect(queueDashboardReadOnly({ NODE_ENV: 'production', QUEUE_DASHBOARD_READ_ONLY: undefined })).toBe(true);
    expect(queueDashboardReadOnly({ NODE_ENV: 'production', QUEUE_DASHBOARD_READ_ONLY: 'false' })).toBe(false);
  });

  it('lets the operator act on jobs elsewhere unless configured read-only', () => {
    expect(queueDashboardReadOnly({ NODE_ENV: 'development', QUEUE_DASHBOARD_READ_ONLY: undefined })).toBe(false);
    expect(queueDashboardReadOnly({ NODE_ENV: 'test', QUEUE_DASHBOARD_READ_ONLY: 'true' })).toBe(true);
  });
});
