import { parseSearchQuery, SearchQueryError } from './search-query.js';

describe('parseSearchQuery', () => {
  it('reads a metadata clause with single or double quotes', () => {
    expect(parseSearchQuery("metadata['transferId']:'t_1'")).toEqual({
      combinator: 'AND',
      clauses: [{ negated: false, field: 'metadata', key: 'transferId', operator: ':', value: { kind: 'string', text: 't_1' } }],
    });
    expect(parseSearchQuery('metadata["order id"]:"a \\"b\\""').clauses[0]).toMatchObject({ key: 'order id', value: { text: 'a "b"' } });
  });

  it('joins clauses with spaces or AND, or all with OR; negation, numbers and null', () => {
    expect(parseSearchQuery("status:'succeeded' AND amount>=1000 -currency:'eur'")).toEqual({
      combinator: 'AND',
      clauses: [
        { negated: false, field: 'status', operator: ':', value: { kind: 'string', text: 'succeeded' } },
        { negated: false, field: 'amount', operator: '>=', value: { kind: 'number', number: 1000 } },
        { negated: true, field: 'currency', operator: ':', value: { kind: 'string', text: 'eur' } },
      ],
    });
    expect(parseSearchQuery("status:'canceled' or status:'succeeded'").combinator).toBe('OR');
    expect(parseSearchQuery("metadata['k']:null").clauses[0]!.value).toEqual({ kind: 'null' });
  });

  it.each([
    ['', /empty/],
    ['status', /expected :/],
    ["status:'open", /not closed/],
    ['status:succeeded', /quoted value/],
    ["status:'a' AND status:'b' OR status:'c'", /cannot be mixed/],
    ["metadata['k'':'v'", /expected \]/],
    ["status:'a'status:'b'", /expected a space/],
    [Array.from({ length: 11 }, (_, i) => `metadata['k${i}']:'v'`).join(' AND '), /at most 10 clauses/],
  ])('refuses %j', (query, message) => {
    expect(() => parseSearchQuery(query)).toThrow(SearchQueryError);
    expect(() => parseSearchQuery(query)).toThrow(message);
  });
});
