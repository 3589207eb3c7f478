import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.ts';

/** What the server sends: an ErrorResponse with a SQLSTATE. */
function serverError(code: string, message: string) {
  const err = new pg.DatabaseError(message, 0, 'error');
  err.code = code;
  return err;
}

/** What Node reports for a socket that cannot connect. */
function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

const failedQuery = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a terminated session (57P01), as drizzle wraps it',
      failedQuery(serverError('57P01', 'terminating connection due to administrator command')),
    ],
    ['a server starting up or in recovery (57P03)', serverError('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', failedQuery(serverError('08006', 'connection failure'))],
    ['too many connections (53300)', serverError('53300', 'sorry, too many clients already')],
    ['a refused connection', failedQuery(socketError('ECONNREFUSED'))],
    ['every address of the host refusing', new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')])],
    ['the pool giving up waiting for a connection', failedQuery(new Error('timeout exceeded when trying to connect'))],
    [
      'a connection attempt timing out',
      new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated') }),
    ],
    ['a connection lost mid-query', failedQuery(new Error('Connection terminated unexpectedly'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(serverError('23505', 'duplicate key value violates unique constraint'))],
    ['a syntax error', failedQuery(serverError('42601', 'syntax error at or near "selec"'))],
    ['an object not in the required state (55000)', serverError('55000', 'object not in prerequisite state')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
