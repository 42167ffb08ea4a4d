/**
 * Stripe's Search Query Language (https://docs.stripe.com/search#search-query-language), the
 * part the sandbox reads: clauses `field:value` (or `>`, `<`, `>=`, `<=` for numbers),
 * `metadata['key']:'value'`, values quoted with ' or " (a backslash escapes a quote) or bare
 * numbers, `null`, a leading `-` to negate, clauses joined by spaces or `AND`, or all by `OR`
 * (never both), at most 10 clauses. Anything else is a malformed query.
 */
export type SearchOperator = ':' | '>' | '<' | '>=' | '<=' | '~';

export type SearchValue = { kind: 'string'; text: string } | { kind: 'number'; number: number } | { kind: 'null' };

export interface SearchClause {
  negated: boolean;
  field: string;
  /** For `metadata['key']`. */
  key?: string;
  operator: SearchOperator;
  value: SearchValue;
}

export interface SearchQuery {
  combinator: 'AND' | 'OR';
  clauses: SearchClause[];
}

export class SearchQueryError extends Error {}

export const maxSearchClauses = 10;

class Parser {
  private position = 0;

  constructor(private readonly text: string) {}

  parse(): SearchQuery {
    this.skipSpaces();
    if (this.atEnd()) throw this.error('the query is empty');
    const clauses: SearchClause[] = [this.clause()];
    let combinator: 'AND' | 'OR' | null = null;
    while (!this.atEnd()) {
      if (!this.skipSpaces()) throw this.error('expected a space, AND or OR between clauses');
      if (this.atEnd()) break;
      const keyword = /^(AND|OR)(?=\s)/i.exec(this.rest());
      if (keyword) {
        const word = keyword[1]!.toUpperCase() as 'AND' | 'OR';
        if (combinator !== null && combinator !== word) throw this.error('AND and OR cannot be mixed in one query');
        combinator = word;
        this.position += word.length;
        this.skipSpaces();
      } else {
        if (combinator === 'OR') throw this.error('AND and OR cannot be mixed in one query');
        combinator = 'AND';
      }
      clauses.push(this.clause());
      if (clauses.length > maxSearchClauses) throw new SearchQueryError(`a query may have at most ${maxSearchClauses} clauses`);
    }
    return { combinator: combinator ?? 'AND', clauses };
  }

  private clause(): SearchClause {
    const negated = this.take('-');
    const name = /^[a-z_][a-z0-9_.]*/i.exec(this.rest());
    if (!name) throw this.error('expected a field name');
    this.position += name[0].length;
    const field = name[0];
    let key: string | undefined;
    if (this.take('[')) {
      key = this.quoted('a quoted metadata key');
      if (!this.take(']')) throw this.error("expected ] after the key, as in metadata['key']");
    }
    const operator = /^(>=|<=|:|>|<|~)/.exec(this.rest());
    if (!operator) throw this.error(`expected :, >, <, >=, <= or ~ after ${field}`);
    this.position += operator[0].length;
    return { negated, field, ...(key !== undefined ? { key } : {}), operator: operator[0] as SearchOperator, value: this.value() };
  }

  private value(): SearchValue {
    const next = this.text[this.position];
    if (next === "'" || next === '"') return { kind: 'string', text: this.quoted('a value') };
    const number = /^-?\d+(\.\d+)?(?![^\s])/.exec(this.rest());
    if (number) {
      this.position += number[0].length;
      return { kind: 'number', number: Number(number[0]) };
    }
    if (/^null(?![^\s])/i.test(this.rest())) {
      this.position += 4;
      return { kind: 'null' };
    }
    throw this.error('expected a quoted value (\'...\' or "..."), a number or null');
  }

  private quoted(what: string): string {
    const quote = this.text[this.position];
    if (quote !== "'" && quote !== '"') throw this.error(`expected ${what}`);
    this.position += 1;
    let out = '';
    while (this.position < this.text.length) {
      const character = this.text[this.position]!;
      this.position += 1;
      if (character === '\\' && this.position < this.text.length) {
        out += this.text[this.position];
        this.position += 1;
      } else if (character === quote) {
        return out;
      } else {
        out += character;
      }
    }
    throw this.error('a quoted string is not closed');
  }

  private take(token: string): boolean {
    if (!this.text.startsWith(token, this.position)) return false;
    this.position += token.length;
    return true;
  }

  private skipSpaces(): boolean {
    const start = this.position;
    while (this.position < this.text.length && /\s/.test(this.text[this.position]!)) this.position += 1;
    return this.position > start;
  }

  private atEnd(): boolean {
    return this.position >= this.text.length;
  }

  private rest(): string {
    return this.text.slice(this.position);
  }

  private error(problem: string): SearchQueryError {
    return new SearchQueryError(`${problem} at position ${this.position}`);
  }
}

export function parseSearchQuery(text: string): SearchQuery {
  return new Parser(text).parse();
}
