import type { z } from 'zod';

/** One message per field, keyed by field name. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The first message zod reported for each top-level field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    errors[field] = issue.message;
  }
  return errors;
}

/** Moves focus to the first field (in the order given) that has an error, so it is announced. */
export function focusFirstError(form: HTMLFormElement, order: readonly string[], errors: FieldErrors): void {
  const first = order.find((field) => errors[field]);
  if (!first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * The form's values as `schema` parses them; when they do not parse, undefined, after `show`
 * was given each field's message and the first field at fault took the focus.
 */
export function parseOrShowErrors<S extends z.ZodType>(
  schema: S,
  values: unknown,
  form: HTMLFormElement,
  order: readonly string[],
  show: (errors: FieldErrors) => void,
): z.output<S> | undefined {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors = fieldErrorsOf(parsed.error);
  show(errors);
  focusFirstError(form, order, errors);
  return undefined;
}
