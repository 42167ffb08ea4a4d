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
    // PostgreSQL text cannot hold a NUL byte: refuse it here, for every input, rather than fail in SQL.
    const nul = pathToNul(input);
    if (nul) throw new ZodError([{ code: 'custom', message: 'Text cannot contain NUL characters', path: [...key, ...nul], input }]);
    const result = await this.schema.safeParseAsync(input);
    if (result.success) return result.data;
    if (!metadata.data) throw result.error;
    throw new ZodError(result.error.issues.map((issue) => ({ ...issue, path: [...key, ...issue.path] })));
  }
}

/** Where the first string holding a NUL character is (`['recipient', 'phone']`), if any. */
function pathToNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = pathToNul(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}
