import { pendingMigrations } from './pending-migrations.js';

describe('pendingMigrations', () => {
  const committed = ['Migration1_a', 'Migration2_b', 'Migration3_c'];

  it('is empty when every committed migration was applied, whatever their order in the table', () => {
    expect(pendingMigrations(committed, ['Migration3_c', 'Migration1_a', 'Migration2_b'])).toEqual([]);
  });

  it('names the committed migrations the database has not applied, in their committed order', () => {
    expect(pendingMigrations(committed, ['Migration2_b'])).toEqual(['Migration1_a', 'Migration3_c']);
  });

  it('counts a name recorded with its file extension as applied', () => {
    expect(pendingMigrations(committed, ['Migration1_a.js', 'Migration2_b.ts', 'Migration3_c'])).toEqual([]);
  });

  it('ignores applied migrations that are no longer committed (a newer release ran first)', () => {
    expect(pendingMigrations(committed, [...committed, 'Migration4_d'])).toEqual([]);
  });
});
