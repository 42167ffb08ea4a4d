import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { ZodError, type z } from 'zod';

/**
 * Validates a controller input with a zod schema and hands the handler the parsed
 * (coerced, defaulted, stripped) value:
 *
 * ```ts
 * create(@Body(new ZodValidationPipe(createRecipientSchema)) input: CreateRecipientInput)
 * find(@Param('id', new ZodValidationPipe(z.uuid())) id: string)
 * ```
 *
 * A missing body is validated as `{}`. On failure it throws the ZodError, which DomainErrorFilter answers with 400
 * `VALIDATION_FAILED`. When the decorator names a key (`@Param('id')`, `@Query('page')`),
 * that key leads every issue's path, so the response says `field: "id"`.
 */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, Promise<z.output<Schema>>> {
  constructor(private readonly schema: Schema) {}

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<z.output<Schema>> {
    // Express 5 leaves the body undefined when none was sent; validating it as {} answers
    // with the fields that are missing, which a person can act on, not "expected object".
    const input = metadata.type === 'body' && !metadata.data && value === undefined ? {} : value;
    const key = metadata.data ? [metadata.data] : [];
    // What PostgreSQL (text, jsonb) or JSON.stringify cannot take: refuse it here, for every input, rather than fail in SQL.
    const unstorable = unstorablePart(input);
    if (unstorable) throw new ZodError([{ code: 'custom', message: unstorable.message, path: [...key, ...unstorable.path], input }]);
    const result = await this.schema.safeParseAsync(input);
    if (result.success) return result.data;
    if (!metadata.data) throw result.error;
    throw new ZodError(result.error.issues.map((issue) => ({ ...issue, path: [...key, ...issue.path] })));
  }
}

/** Deeper than any request of ours; JSON.stringify and the ORM recurse, so a 100 kB body nested 50,000 deep would overflow the stack. */
export const MAX_INPUT_DEPTH = 64;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string (a value or a key) cannot be stored: PostgreSQL holds neither a NUL byte nor half a UTF-16 pair. */
function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return 'Text cannot contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Text contains an invalid character (half of an emoji or symbol)';
  return null;
}

/**
 * The first part of an input that cannot be stored, in document order, and why: a string
 * or key holding a NUL or a lone surrogate, or nesting deeper than MAX_INPUT_DEPTH. Walks
 * without recursion and links each step to its parent instead of copying the path, so a
 * body nested thousands deep neither overflows the stack nor costs time quadratic in its depth.
 */
function unstorablePart(root: unknown): { path: PropertyKey[]; message: string } | null {
  interface Step {
    value: unknown;
    key?: PropertyKey;
    parent?: Step;
    depth: number;
  }
  const pending: Step[] = [{ value: root, depth: 0 }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const { value, key, depth } = step;
    const message = (typeof key === 'string' && unstorableText(key)) || (typeof value === 'string' && unstorableText(value));
    if (message) return { path: pathOf(step), message };
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path: pathOf(step), message: `Input cannot be nested more than ${MAX_INPUT_DEPTH} levels deep` };
    const entries = Object.entries(value);
    // Pushed last to first, so they are visited in order.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [name, inner] = entries[i];
      pending.push({ value: inner, key: Array.isArray(value) ? Number(name) : name, parent: step, depth: depth + 1 });
    }
  }
  return null;
}

function pathOf(step: { key?: PropertyKey; parent?: typeof step }): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: typeof step | undefined = step; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}
