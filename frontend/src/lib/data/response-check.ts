/**
 * Checks of the api's answers that a signed-in page reads on its first screen (who is signed in,
 * transfers, recipients, payment methods, information requests), written as zod schemas are and
 * doing what zod does with these answers: the types checked (a number finite, an integer safe),
 * keys not named dropped, `withDefault` for a missing value, `fallback` for a value not
 * understood; a failure throws with the path of what was wrong. Zod is some 25 KB gzip; these
 * keep it off the first screen of the dashboard and the history (issue #27). Every other answer
 * and every form is checked with zod.
 */

/** A check of one value: `parse` returns it as typed (or throws `ResponseShapeError`). */
export interface Check<T> {
  parse(data: unknown): T;
  /** `parse` for a value inside an answer, named by its path for the error. */
  read(data: unknown, path: string): T;
}

/** What a check returns. */
export type Infer<C> = C extends Check<infer T> ? T : never;

/** An answer not as the app expects: the api and the app disagree (a deploy half done, a bug). */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
}

function check<T>(read: (data: unknown, path: string) => T): Check<T> {
  return { read, parse: (data) => read(data, '') };
}

function fail(path: string, expected: string, data: unknown): never {
  throw new ResponseShapeError(`${path || 'the answer'}: expected ${expected}, got ${data === null ? 'null' : Array.isArray(data) ? 'an array' : typeof data}`);
}

function typed<T>(expected: string, is: (data: unknown) => boolean): () => Check<T> {
  const one = check((data, path) => (is(data) ? (data as T) : fail(path, expected, data)));
  return () => one;
}

export const string = typed<string>('a string', (data) => typeof data === 'string');
export const nonEmptyString = typed<string>('a non-empty string', (data) => typeof data === 'string' && data.length > 0);
export const number = typed<number>('a number', (data) => typeof data === 'number' && Number.isFinite(data));
export const int = typed<number>('an integer', (data) => Number.isSafeInteger(data));
export const nonNegativeInt = typed<number>('an integer ≥ 0', (data) => Number.isSafeInteger(data) && (data as number) >= 0);
export const boolean = typed<boolean>('a boolean', (data) => typeof data === 'boolean');
export const unknown = typed<unknown>('anything', () => true);

/** One of `values`. */
export function oneOf<const Values extends readonly string[]>(values: Values): Check<Values[number]> {
  return check((data, path) => (values.includes(data as string) ? (data as Values[number]) : fail(path, `one of ${values.join(', ')}`, data)));
}

/** `inner`, or null or undefined as given. */
export function nullish<T>(inner: Check<T>): Check<T | null | undefined> {
  return check((data, path) => (data === null || data === undefined ? data : inner.read(data, path)));
}

/** `inner`, or undefined. */
export function optional<T>(inner: Check<T>): Check<T | undefined> {
  return check((data, path) => (data === undefined ? undefined : inner.read(data, path)));
}

/** `inner`, `value` when undefined (zod's `.default`). */
export function withDefault<T>(inner: Check<T>, value: NoInfer<T>): Check<T> {
  return check((data, path) => (data === undefined ? value : inner.read(data, path)));
}

/** `inner`, `value` whenever `inner` refuses what came (zod's `.catch`). */
export function fallback<T>(inner: Check<T>, value: NoInfer<T>): Check<T> {
  return check((data, path) => {
    try {
      return inner.read(data, path);
    } catch (error) {
      if (error instanceof ResponseShapeError) return value;
      throw error;
    }
  });
}

/** The first of `options` that accepts the value. */
export function union<const Options extends readonly Check<unknown>[]>(options: Options): Check<Infer<Options[number]>> {
  return check((data, path) => {
    for (const option of options) {
      try {
        return option.read(data, path) as Infer<Options[number]>;
      } catch (error) {
        if (!(error instanceof ResponseShapeError)) throw error;
      }
    }
    return fail(path, 'one of its accepted forms', data);
  });
}

export function array<T>(item: Check<T>): Check<T[]> {
  return check((data, path) => (Array.isArray(data) ? data.map((value, index) => item.read(value, `${path}[${index}]`)) : fail(path, 'an array', data)));
}

type Shape = Record<string, Check<unknown>>;
/** Keys whose check accepts undefined are optional, as zod infers them. */
type ObjectOf<S extends Shape> = Flatten<
  { [K in keyof S as undefined extends Infer<S[K]> ? K : never]?: Infer<S[K]> } & { [K in keyof S as undefined extends Infer<S[K]> ? never : K]: Infer<S[K]> }
>;
type Flatten<T> = { [K in keyof T]: T[K] };

/** A checked object, with its shape for `extend`. */
export interface ObjectCheck<S extends Shape> extends Check<ObjectOf<S>> {
  shape: S;
}

/** An object with the keys of `shape`, each checked; keys not named are dropped. */
export function object<S extends Shape>(shape: S): ObjectCheck<S> {
  const keys = Object.keys(shape);
  return {
    shape,
    ...check((data, path) => {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return fail(path, 'an object', data);
      const result: Record<string, unknown> = {};
      for (const key of keys) {
        const value = shape[key].read((data as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
        if (value !== undefined || key in data) result[key] = value;
      }
      return result as ObjectOf<S>;
    }),
  };
}

/** `base`'s keys and `more`'s (which replace a key of the same name). */
export function extend<S extends Shape, More extends Shape>(base: ObjectCheck<S>, more: More): ObjectCheck<Omit<S, keyof More> & More> {
  return object({ ...base.shape, ...more } as Omit<S, keyof More> & More);
}
