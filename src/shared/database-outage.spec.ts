import { DriverException } from '@mikro-orm/core';
import { isDatabaseOutage } from './database-outage.js';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseOutage', () => {
  it.each([
    ['PostgreSQL shutting down for a restart', pgError('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL still starting up', pgError('57P03', 'the database system is starting up')],
    ['PostgreSQL restarting after a crash', pgError('57P02', 'terminating connection because of crash of another server process')],
    ['every connection slot taken', pgError('53300', 'sorry, too many clients already')],
    ['a connection failure (class 08)', pgError('08006', 'connection failure')],
    ['a pooled connection the server dropped', new Error('Connection terminated unexpectedly')],
    ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect')],
    ['MikroORM wrapping a dropped connection', new DriverException(pgError('57P01', 'terminating connection due to administrator command'))],
  ])('recognises %s', (_what, error) => {
    expect(isDatabaseOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (our bug)', pgError('42601', 'syntax error at or near "selec"')],
    ['a serialization failure (retried elsewhere)', pgError('40001', 'could not serialize access')],
    ['an unrelated error', new Error('Cannot read properties of undefined')],
    ['a thrown string', 'Connection terminated'],
  ])('does not take %s for an outage', (_what, error) => {
    expect(isDatabaseOutage(error)).toBe(false);
  });
});
