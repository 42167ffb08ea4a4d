import { invalidRequest } from './stripe-error.js';
import { StripeForm } from './stripe-form.js';
import { stripeListPage } from './stripe-list.js';

const objects = ['o5', 'o4', 'o3', 'o2', 'o1'].map((id) => ({ id }));
const exists = (id: string, param: string) => {
  if (!id.startsWith('o')) throw invalidRequest(`No such object: '${id}'`, { param });
};
const page = (query: Record<string, string>) => stripeListPage(objects, StripeForm.of(query), '/v1/things', exists);
const ids = (list: { data: Array<{ id: string }> }) => list.data.map((object) => object.id);

describe('stripeListPage', () => {
  it('answers the first page, newest first, with has_more', () => {
    expect(page({ limit: '2' })).toEqual({ object: 'list', data: [{ id: 'o5' }, { id: 'o4' }], has_more: true, url: '/v1/things' });
    expect(page({})).toMatchObject({ has_more: false });
    expect(ids(page({}))).toEqual(['o5', 'o4', 'o3', 'o2', 'o1']);
  });

  it('pages forward with starting_after and back with ending_before', () => {
    expect(ids(page({ limit: '2', starting_after: 'o4' }))).toEqual(['o3', 'o2']);
    expect(page({ limit: '2', starting_after: 'o2' })).toMatchObject({ data: [{ id: 'o1' }], has_more: false });
    expect(page({ limit: '2', ending_before: 'o2' })).toMatchObject({ data: [{ id: 'o4' }, { id: 'o3' }], has_more: true });
    expect(page({ limit: '2', ending_before: 'o4' })).toMatchObject({ data: [{ id: 'o5' }], has_more: false });
  });

  it('refuses a bad limit, both cursors, or a cursor that names nothing', () => {
    expect(() => page({ limit: '0' })).toThrow(/between 1 and 100/);
    expect(() => page({ limit: '101' })).toThrow(/between 1 and 100/);
    expect(() => page({ starting_after: 'o4', ending_before: 'o2' })).toThrow(/only specify one/);
    expect(() => page({ starting_after: 'x9' })).toThrow("No such object: 'x9'");
  });
});
