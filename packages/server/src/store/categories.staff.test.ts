import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { productCategories } from './store.tables';

// The finance officer's store categories (docs/decisions/235) on the demo tree: Holiday Programs > Holiday Camps,
// Skills Clinics; Junior Programs > Aussie Hoops; Merchandise; Events & Tickets.

let t: TestApp;
let token: string;
type Row = { id: number; name: string; parent_id: number | null; products: number; children: number };
const list = async () =>
  (await t.request({ method: 'GET', url: '/api/staff/store/categories', token })).json().data as Row[];
const idOf = async (name: string) => (await list()).find((c) => c.name === name)!.id;
const post = (url: string, payload?: unknown) => t.request({ method: 'POST', url, token, payload: payload as never });
const written = async () => ({
  categories: (await t.database.db.select().from(productCategories))
    .map((c) => `${c.id}:${c.name}:${c.parentId}`)
    .sort(),
  audit: (
    await t.request({ method: 'GET', url: '/api/staff/audit?pageSize=10', token: await t.asMember('admin01') })
  ).json().data.total as number,
});

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.asMember('finance01');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/staff/store/categories', () => {
  it('lists each category with its parent, products and subcategories', async () => {
    const rows = await list();
    expect(rows.find((c) => c.name === 'Holiday Programs')).toMatchObject({
      parent_id: null,
      products: 0,
      children: 2,
    });
    expect(rows.find((c) => c.name === 'Merchandise')).toMatchObject({ parent_id: null, products: 2, children: 0 });
  });
});

describe('category writes', () => {
  it('adds, renames and moves a category, then deletes it while empty; each write is in the audit trail', async () => {
    const add = await post('/api/staff/store/categories', {
      name: 'Winter Camps',
      parent_id: await idOf('Holiday Programs'),
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data.message).toBe('Category Winter Camps added.');
    const id = await idOf('Winter Camps');
    const moved = await post(`/api/staff/store/categories/${id}`, {
      name: 'Winter Clinics',
      parent_id: await idOf('Junior Programs'),
    });
    expect(moved.json().data.message).toBe('Category Winter Clinics saved.');
    expect((await list()).find((c) => c.id === id)).toMatchObject({
      name: 'Winter Clinics',
      parent_id: await idOf('Junior Programs'),
    });
    // the member store's categories show it at once
    const pub = (await t.request({ method: 'GET', url: '/api/ecommerce/store/categories' })).json().data as {
      category_id: number;
      category_name: string;
    }[];
    expect(pub.find((c) => c.category_id === id)?.category_name).toBe('Winter Clinics');
    expect((await post(`/api/staff/store/categories/${id}/remove`)).json().data.message).toBe(
      'Category Winter Clinics deleted.',
    );
    const audit = (
      await t.request({
        method: 'GET',
        url: `/api/staff/audit?entity=product_category&entity_id=${id}`,
        token: await t.asMember('admin01'),
      })
    ).json().data.rows;
    expect(audit.map((a: { action: string }) => a.action).sort()).toEqual([
      'store.category.add',
      'store.category.delete',
      'store.category.save',
    ]);
  });

  it.each([
    [
      'under itself',
      'Holiday Programs',
      'Holiday Programs',
      422,
      'A category cannot move under itself or one of its own subcategories.',
    ],
    [
      'under its own subcategory',
      'Holiday Programs',
      'Holiday Camps',
      422,
      'A category cannot move under itself or one of its own subcategories.',
    ],
  ])('a move %s is refused with a message and changes nothing', async (_, name, parent, status, message) => {
    const before = await written();
    const res = await post(`/api/staff/store/categories/${await idOf(name)}`, { name, parent_id: await idOf(parent) });
    expect(res.statusCode).toBe(status);
    expect(res.json().errors.parent_id).toBe(message);
    expect(await written()).toEqual(before);
  });

  it.each([
    [
      'a category holding products',
      'Merchandise',
      'Only an empty category can be deleted: this one holds 2 products and 0 subcategories.',
    ],
    [
      'a category holding subcategories',
      'Holiday Programs',
      'Only an empty category can be deleted: this one holds 0 products and 2 subcategories.',
    ],
  ])('deleting %s is refused (409) and changes nothing', async (_, name, message) => {
    const before = await written();
    const res = await post(`/api/staff/store/categories/${await idOf(name)}/remove`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect(await written()).toEqual(before);
  });

  it.each([
    ['an empty name', { name: ' ', parent_id: '' }, 'name', 'This field is required'],
    [
      'a parent that does not exist',
      { name: 'Orphans', parent_id: 999999 },
      'parent_id',
      'Choose a category that exists.',
    ],
  ])('adding with %s is refused (422) and changes nothing', async (_, body, field, message) => {
    const before = await written();
    const res = await post('/api/staff/store/categories', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect(await written()).toEqual(before);
  });
});
