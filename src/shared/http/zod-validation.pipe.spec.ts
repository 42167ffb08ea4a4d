import { z, ZodError } from 'zod';
import { MAX_INPUT_DEPTH, ZodValidationPipe } from './zod-validation.pipe.js';

const pipe = new ZodValidationPipe(z.object({ name: z.string(), tags: z.array(z.unknown()).optional() }));

/** What the pipe refuses `body` with, as `{path, message}` per issue. */
async function refusal(body: unknown) {
  const error = await pipe.transform(body, { type: 'body' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ZodError);
  return (error as ZodError).issues.map(({ path, message }) => ({ path, message }));
}

const nested = (depth: number, inner = '') => JSON.parse(`${'['.repeat(depth)}${inner}${']'.repeat(depth)}`) as unknown;

describe('ZodValidationPipe', () => {
  it('refuses a NUL character in a nested string, naming where it is', async () => {
    expect(await refusal({ name: 'Amina', tags: ['ok', { note: 'a\u0000b' }] })).toEqual([
      { path: ['tags', 1, 'note'], message: 'Text cannot contain NUL characters' },
    ]);
  });

  it('refuses a NUL character in a key', async () => {
    expect(await refusal({ name: 'Amina', tags: [{ 'a\u0000': 1 }] })).toEqual([{ path: ['tags', 0, 'a\u0000'], message: 'Text cannot contain NUL characters' }]);
  });

  it('names the first such character in document order', async () => {
    expect(await refusal({ name: '\u0000', tags: ['\u0000'] })).toEqual([{ path: ['name'], message: 'Text cannot contain NUL characters' }]);
  });

  // JSON.parse reads "\ud800" into half a UTF-16 pair, which PostgreSQL's jsonb refuses (a 500 before) and text mangles.
  it.each(['\ud800', 'a\udfffb', '\ud83d'])('refuses a lone surrogate (%j) in a value or a key', async (text) => {
    const message = 'Text contains an invalid character (half of an emoji or symbol)';
    expect(await refusal({ name: text })).toEqual([{ path: ['name'], message }]);
    expect(await refusal({ name: 'Amina', tags: [{ [text]: 1 }] })).toEqual([{ path: ['tags', 0, text], message }]);
  });

  it('takes whole surrogate pairs (emoji) and combining marks', async () => {
    await expect(pipe.transform({ name: 'Amina \u{1F600} e\u0301 \u{1F469}\u200d\u{1F467}' }, { type: 'body' })).resolves.toEqual({
      name: 'Amina \u{1F600} e\u0301 \u{1F469}\u200d\u{1F467}',
    });
  });

  // A 100 kB JSON body can nest 50,000 deep; the check used to recurse (a stack overflow: 500), and
  // JSON.stringify and the ORM recurse when such a value is stored.
  it.each([MAX_INPUT_DEPTH + 1, 5_000, 50_000])('refuses a body nested %i levels deep, naming where it gets too deep', async (depth) => {
    expect(await refusal({ name: 'Amina', tags: nested(depth - 1) })).toEqual([
      {
        path: ['tags', ...Array.from({ length: MAX_INPUT_DEPTH - 1 }, () => 0)],
        message: `Input cannot be nested more than ${MAX_INPUT_DEPTH} levels deep`,
      },
    ]);
  });

  it(`takes a body nested ${MAX_INPUT_DEPTH} levels deep, and still looks at the text at its bottom`, async () => {
    await expect(pipe.transform({ name: 'Amina', tags: nested(MAX_INPUT_DEPTH - 1) }, { type: 'body' })).resolves.toMatchObject({ name: 'Amina' });
    expect(await refusal({ name: 'Amina', tags: nested(MAX_INPUT_DEPTH - 1, '"\\u0000"') })).toEqual([
      { path: ['tags', ...Array.from({ length: MAX_INPUT_DEPTH - 1 }, () => 0)], message: 'Text cannot contain NUL characters' },
    ]);
  });
});
