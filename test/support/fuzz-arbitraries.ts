import fc from 'fast-check';

/** A JSON Schema object as the generated OpenAPI 3.1 document writes it. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * A value written into a JSON text exactly as given: numbers `JSON.stringify` cannot write
 * (`1e400`, `-0`, `9007199254740993`), a nesting too deep to build as objects, or a body
 * that is not JSON at all. `label` is how a failure report shows it.
 */
export class RawJson {
  constructor(
    readonly text: string,
    readonly label = text,
  ) {}

  [fc.toStringMethod](): string {
    return `raw(${this.label})`;
  }
}

/** The JSON text of a fuzzed value: like `JSON.stringify`, but writing `RawJson` as is and keeping own `__proto__` keys. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object holding `key` as an own, enumerable property, even `__proto__` (an object literal would set the prototype instead). */
function withOwnKey(object: object, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const LONG = 10_001;

/** Strings that have broken parsers, databases and normalisers before. */
const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '-1e308',
  '1e309',
  '5e-324',
  '9007199254740993',
  '2147483648',
  '0x1A',
  ' 42 ',
  '4.2',
  '-1',
  '0',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  // Right-to-left override and mark, Arabic, emoji with joiners, a flag, stacked combining marks.
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '\u200fAmina\u200e',
  '\u{1F469}\u200d\u{1F469}\u200d\u{1F467}\u200d\u{1F466}',
  '\u{1F1F0}\u{1F1EA}',
  'e\u0301\u0301\u0301\u0301\u0308',
  'Z\u0338\u0322\u0349\u0344a\u0334\u0317\u0343l\u0336g\u0337o',
  // Lone surrogates (JSON.stringify writes them as \\ud800 escapes, which JSON.parse reads back).
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\udc00b',
  '\ufeff',
  '\u2028\u2029',
  '%00',
  '%',
  '..%2F..%2F',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\u0130\u0131\u00df\u01c5',
  '\uffff\ufffe',
];

/** Numbers at the edges of what JSON, doubles, safe integers and PostgreSQL integers hold. */
const hostileNumber: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  1e308,
  -1e308,
  5e-324,
  -5e-324,
  0,
  -1,
  0.1,
  1.005,
  0.015,
  123.456789,
  1e21,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  Number.MAX_VALUE,
  new RawJson('-0'),
  new RawJson('9007199254740993'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1E2'),
  new RawJson('0.0000001'),
  new RawJson('123456789012345678901234567890'),
);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Any odd string: a listed one, a long one, full Unicode, or text with lone surrogates and NULs. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '\u00e9', '\u{1F600}', '\u202e', 'e\u0301', '\ud800', '\u0000', '9'), fc.integer({ min: LONG, max: LONG + 2_000 }))
      .map(([unit, length]) => unit.repeat(length)),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(fc.constantFrom('a', '\u0000', ' ', '\u0301'), loneSurrogate), maxLength: 12 }) },
);

/** `{__proto__: {...}}`, `{constructor: {prototype: {...}}}` and `{prototype: ...}` as own keys. */
const prototypeKeyObject: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) =>
  withOwnKey({}, key, key === 'constructor' ? { prototype: { fuzzPolluted: true } } : { fuzzPolluted: true, isAdmin: true }),
);

/** Nesting far deeper than any schema, written as text (building it as objects would overflow the stack first). */
const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom('array', 'object'), fc.constantFrom(64, 1_000, 5_000, 20_000))
  .map(([kind, depth]) =>
    kind === 'array'
      ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`, `[...] nested ${depth} deep`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, `{"a":...} nested ${depth} deep`),
  );

/** A value of the wrong kind for whatever the schema expects. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [[]], [null], [1, 2], { '': '' }) },
  { weight: 1, arbitrary: prototypeKeyObject },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A whole body that is not what any route takes: malformed JSON, too large, or a top-level primitive. */
const hostileBodyText: fc.Arbitrary<RawJson> = fc.constantFrom(
  new RawJson('{', 'malformed {'),
  new RawJson('{"a":}', 'malformed {"a":}'),
  new RawJson('[1,]', 'malformed [1,]'),
  new RawJson("{'a':1}", 'single-quoted'),
  new RawJson('\ufeff{}', 'BOM then {}'),
  new RawJson('"just a string"', 'top-level string'),
  new RawJson('42', 'top-level number'),
  new RawJson('null', 'top-level null'),
  new RawJson('NaN', 'NaN'),
  new RawJson('{"a":1}{"b":2}', 'two objects'),
  new RawJson('{"a":1,"a":2,"__proto__":{"fuzzPolluted":true}}', 'duplicate keys and __proto__'),
  new RawJson(`{"a":"${'x'.repeat(150_000)}"}`, '150 kB body'),
);

/** Where a field's examples come from: real ids and values that reach deeper than random text. */
export type FieldExamples = (name: string) => fc.Arbitrary<unknown> | undefined;

export interface SchemaArbitraryOptions {
  /** Resolves `$ref`s against the document. */
  document: JsonSchema;
  /** Mixed in for a property or parameter of this name. */
  examples?: FieldExamples;
  /** 0: only values the schema admits; otherwise the weight of a hostile value at each node against 4 for a valid one. */
  hostility: number;
}

/** The value of a JSON pointer like `#/components/schemas/StripeEvent`. */
function resolveRef(document: JsonSchema, ref: string): JsonSchema {
  const found = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as JsonSchema | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  if (!found) throw new Error(`unresolved $ref ${ref}`);
  return found as JsonSchema;
}

/**
 * Values for `schema`: with `hostility` 0 what it describes (within its lengths, bounds,
 * patterns and enums; custom refinements are not in a JSON Schema), otherwise each node
 * may be replaced by a hostile value, objects may miss required keys or carry prototype
 * keys, and an array may stand where an object is expected.
 */
export function schemaArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions, name?: string): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, options, name);
  const example = name === undefined ? undefined : options.examples?.(name);
  const withExamples = example ? fc.oneof(valid, example) : valid;
  if (options.hostility === 0) return withExamples;
  return fc.oneof({ weight: 4, arbitrary: withExamples }, { weight: options.hostility, arbitrary: hostileValue });
}

function validArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions, name?: string): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return validArbitrary(resolveRef(options.document, schema.$ref), options, name);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validArbitrary(alternative, options, name)));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => validArbitrary({ ...schema, type }, options, name)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: lowerBound(schema, 1, Number.MIN_SAFE_INTEGER), max: upperBound(schema, 1, Number.MAX_SAFE_INTEGER) });
    case 'number':
      return fc.double({
        min: lowerBound(schema, Number.MIN_VALUE, -Number.MAX_VALUE),
        max: upperBound(schema, Number.MIN_VALUE, Number.MAX_VALUE),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, options);
    case 'object':
      return objectArbitrary(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function lowerBound(schema: JsonSchema, step: number, fallback: number): number {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  return typeof schema.minimum === 'number' ? schema.minimum : fallback;
}

function upperBound(schema: JsonSchema, step: number, fallback: number): number {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step;
  return typeof schema.maximum === 'number' ? schema.maximum : fallback;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const fits = (value: string) => value.length >= minLength && (maxLength === undefined || value.length <= maxLength);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uuid') return fc.uuid();
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
}

function arrayArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown[]> {
  if (Array.isArray(schema.prefixItems)) return fc.tuple(...(schema.prefixItems as JsonSchema[]).map((item) => schemaArbitrary(item, options)));
  const items = typeof schema.items === 'object' && schema.items !== null ? (schema.items as JsonSchema) : {};
  return fc.array(schemaArbitrary(items, options), {
    minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
    maxLength: typeof schema.maxItems === 'number' ? schema.maxItems : 5,
  });
}

function objectArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = ((schema.required ?? []) as string[]).filter((key) => key in properties);
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, schemaArbitrary(property, options, key)])),
    { requiredKeys: required },
  );
  const free = schema.additionalProperties;
  const open = free !== undefined && free !== false;
  const shaped = open
    ? fc.tuple(record, fc.dictionary(fc.string({ maxLength: 12 }), schemaArbitrary(free === true ? {} : (free as JsonSchema), options), { maxKeys: 4 })).map(
        ([known, extra]) => ({ ...extra, ...known }),
      )
    : record;
  if (options.hostility === 0) return shaped;
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    // Required keys missing.
    { weight: 1, arbitrary: fc.record(Object.fromEntries(Object.entries(properties).map(([key, p]) => [key, schemaArbitrary(p, options, key)])), { requiredKeys: [] }) },
    // Unknown and prototype keys beside the known ones.
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'userId', ''), hostileValue)
        .map(([object, key, value]) => withOwnKey(object as object, key, value)),
    },
    // An array where an object is expected.
    { weight: 1, arbitrary: shaped.map((object) => [object]) },
  );
}

/**
 * A request body for `schema` (none: the route takes no body): mostly shaped by the schema
 * (a fifth of them wholly valid), the rest a hostile value, a hostile text, or nothing.
 */
export function bodyArbitrary(schema: JsonSchema | undefined, options: Omit<SchemaArbitraryOptions, 'hostility'>): fc.Arbitrary<unknown> {
  const hostile = fc.oneof(hostileValue, hostileBodyText, fc.constant(undefined));
  if (!schema) return fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostile });
  return fc.oneof(
    { weight: 2, arbitrary: schemaArbitrary(schema, { ...options, hostility: 0 }) },
    { weight: 6, arbitrary: schemaArbitrary(schema, { ...options, hostility: 1 }) },
    { weight: 2, arbitrary: hostile },
  );
}

/** A path segment as it goes into the URL: percent-encoded, or (`raw`) as odd text that is already URL syntax. */
export class RawSegment {
  constructor(readonly text: string) {}

  [fc.toStringMethod](): string {
    return `raw(${this.text.length > 80 ? `${this.text.slice(0, 80)}... (${this.text.length} chars)` : this.text})`;
  }
}

/** Odd text for a URL: like `hostileString` but short (the long ones are `oddSegment`'s, kept under the server's header limit). */
const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(fc.constantFrom('a', '\u0000', ' ', '\u0301'), loneSurrogate), maxLength: 12 }) },
  { weight: 1, arbitrary: hostileNumber.map((n) => (n instanceof RawJson ? n.text : String(n))) },
);

/** Path segments that are URL syntax already: traversal, bad percent-encoding, encoded NULs and slashes, very long. */
const oddSegment: fc.Arbitrary<RawSegment> = fc.oneof(
  fc.constantFrom('..%2F', '..%2F..%2Fadmin', '%2e%2e', '%00', '%', '%ZZ', '%E0%A4%A', '%C0%AE', '%FF', '%2F', '%5C', ';', '1;x=y', '1%0d%0a').map(
    (text) => new RawSegment(text),
  ),
  fc.integer({ min: 2_000, max: 12_000 }).map((length) => new RawSegment('9'.repeat(length))),
);

/** A value for a path parameter: from its schema, an example, odd text (encoded), or raw URL syntax. */
export function pathParameterArbitrary(schema: JsonSchema, name: string, options: Omit<SchemaArbitraryOptions, 'hostility'>): fc.Arbitrary<string | RawSegment> {
  return fc.oneof(
    { weight: 5, arbitrary: schemaArbitrary(schema, { ...options, hostility: 0 }, name).map(String) },
    { weight: 2, arbitrary: hostileUrlText },
    { weight: 1, arbitrary: oddSegment },
  );
}

/** One query parameter as sent: a key and a value, each either encoded text or raw URL syntax. */
export type QueryPair = [key: string | RawSegment, value: string | RawSegment];

/**
 * A query string's parameters for the declared ones: values from their schemas written as
 * text, odd text, repeated keys (arrays), unknown and prototype keys, bad percent-encoding.
 */
export function queryArbitrary(parameters: { name: string; required?: boolean; schema: JsonSchema }[], options: Omit<SchemaArbitraryOptions, 'hostility'>): fc.Arbitrary<QueryPair[]> {
  const asText = (value: unknown) => (value instanceof RawJson ? value.text : typeof value === 'string' ? value : toJsonText(value));
  const declared = parameters.map(({ name, required, schema }) =>
    fc
      .oneof(
        { weight: required ? 0 : 2, arbitrary: fc.constant<unknown[]>([]) },
        { weight: 6, arbitrary: schemaArbitrary(schema, { ...options, hostility: 0 }, name).map((v) => [v]) },
        { weight: 2, arbitrary: hostileUrlText.map((v) => [v]) },
        // A repeated key (Express reads it as an array).
        { weight: 1, arbitrary: fc.array(fc.oneof(schemaArbitrary(schema, { ...options, hostility: 0 }, name), hostileUrlText), { minLength: 2, maxLength: 3 }) },
        { weight: 1, arbitrary: oddSegment.map((v) => [v]) },
      )
      .map((values) => values.map((value): QueryPair => [name, value instanceof RawSegment ? value : asText(value)])),
  );
  const extra = fc.array(
    fc.oneof(
      fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', '__proto__[fuzzPolluted]', 'constructor[prototype][fuzzPolluted]', 'a[b][c]', ''), hostileUrlText),
      fc.tuple(oddSegment, oddSegment),
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...declared), extra).map(([pairs, more]) => [...pairs.flat(), ...(more as QueryPair[])]);
}

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) is written as the
 * three bytes WTF-8 gives it, as a careless client would: percent-encoding that is not UTF-8.
 */
function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // URIError: the text holds a lone surrogate.
  }
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }).join('');
}

/** `?a=1&b=%00...` for `pairs` (empty when there are none). */
export function queryString(pairs: QueryPair[]): string {
  const part = (value: string | RawSegment) => (value instanceof RawSegment ? value.text : encodeText(value));
  return pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${part(key)}=${part(value)}`).join('&')}`;
}

/** A path template (`/api/recipients/{id}`) filled with encoded or raw segments. */
export function fillPath(template: string, values: Record<string, string | RawSegment>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    return value instanceof RawSegment ? value.text : encodeText(value);
  });
}
