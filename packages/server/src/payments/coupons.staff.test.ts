import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { payCart } from './pay-cart';
import { shopLine } from './pay-cart-kit';
import { updateCoupon } from './coupons.staff.repo';
import { coupons } from './coupons.tables';
import { CARD_OK, newKey, paymentsKit } from './payments-test-kit';

// The back-office's coupons through the API (docs/decisions/239), as the demo finance officer: what staff set is what
// the member's validate call and payments apply, every refusal changes nothing, and every write is in the audit trail.

const kit = paymentsKit();
const today = () => todayIn(kit.t.config.site.timeZone, new Date());
const body = (extra: Record<string, unknown> = {}) => ({ code: 'WINTER15', method: 'percent', value: 15, ...extra });
const add = (b: Record<string, unknown>) => kit.post('/api/staff/coupons', b, 'finance01', null);
const edit = (id: number, b: Record<string, unknown>) => kit.post(`/api/staff/coupons/${id}`, b, 'finance01', null);
const listed = async (q: string) => (await kit.get(`/api/staff/coupons?q=${q}`, 'finance01')).json().data;
const count = async () => (await kit.t.database.db.select().from(coupons)).length;
type Audit = { action: string; actor: string; entity: string };
const trail = async (id: number): Promise<Audit[]> =>
  (await kit.get(`/api/staff/audit?entity=coupon&entity_id=${id}&sort=at&order=asc`, 'admin01')).json().data.rows;
const validate = (coupon: string, username = 'member01') =>
  kit.post('/api/ecommerce/membership/coupon/validate', { coupon, total: 4500 }, username);

async function buy(username: string, coupon: string) {
  return payCart(await kit.ctxOf(username), {
    kind: 'test-shop',
    idempotencyKey: newKey(),
    description: 'Holiday clinic',
    lines: [shopLine(4500)],
    donation: false,
    cardData: CARD_OK,
    couponCart: { coupon },
  });
}

describe('POST /api/staff/coupons', () => {
  it('finance01 adds a percent coupon typed in lower case: kept upper-case, audited, and member01 applies it in any case', async () => {
    const res = await add(body({ code: 'winter15', max_uses: 50, max_uses_per_member: 1 }));
    expect(res.statusCode, res.body).toBe(200);
    const coupon = res.json().data.coupon;
    expect(coupon).toMatchObject({
      code: 'WINTER15',
      method: 'percent',
      value: 15,
      max_uses: 50,
      max_uses_per_member: 1,
      uses: 0,
      state: 'live',
      active: true,
    });
    expect((await trail(coupon.id)).map((a) => [a.action, a.actor, a.entity])).toEqual([
      ['coupons.create', 'finance01', 'coupon'],
    ]);
    const applied = await validate('Winter15');
    expect(applied.json().data).toMatchObject({ coupon: 'WINTER15', c_method: 'percent', c_value: 15, discount: 675 });
  });

  it('a fixed coupon is stored in cents and takes that off', async () => {
    const res = await add(body({ code: 'TENOFF', method: 'fixed', value: 1000 }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await validate('TENOFF')).json().data).toMatchObject({ c_method: 'fixed', c_value: 1000, discount: 1000 });
  });

  it.each([
    ['a code taken in another case', { code: 'save10' }, 'code', 'Another coupon already has this code.'],
    ['a code with a space', { code: 'SAVE 5' }, 'code', 'Coupon code may only contain letters and numbers'],
    ['no code', { code: '' }, 'code', 'Coupon code is required'],
    ['a percent of 0', { value: 0 }, 'value', 'Enter a percentage from 1 to 100.'],
    ['a percent of 101', { value: 101 }, 'value', 'Enter a percentage from 1 to 100.'],
    ['a fixed amount of 0', { method: 'fixed', value: 0 }, 'value', 'Enter an amount of at least $0.01.'],
    [
      'a window ending before it starts',
      { valid_from: '2027-02-01', valid_until: '2027-01-31' },
      'valid_until',
      'The last day cannot be before the first day.',
    ],
    ['a limit of 0 uses', { max_uses: 0 }, 'max_uses', 'Enter at least 1, or leave it empty for no limit.'],
    [
      'a limit of 0 uses per member',
      { max_uses_per_member: 0 },
      'max_uses_per_member',
      'Enter at least 1, or leave it empty for no limit.',
    ],
    ['a date that is not one', { valid_from: '2027-02-30' }, 'valid_from', 'This field must be a valid date'],
  ])('%s: 422 on the field, nothing written', async (_name, extra, field, message) => {
    const before = await count();
    const res = await add(body({ code: 'REFUSED1', ...extra }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect(await count()).toBe(before);
  });
});

describe('POST /api/staff/coupons/{coupon}', () => {
  it("the window staff set is the window members get, in the association's time zone", async () => {
    const id = (await add(body({ code: 'LATER5' }))).json().data.coupon.id as number;
    const tomorrow = addDaysIso(today(), 1);
    const res = await edit(id, body({ code: 'LATER5', valid_from: tomorrow }));
    expect(res.json().data.coupon).toMatchObject({ valid_from: tomorrow, state: 'scheduled' });
    expect((await validate('LATER5')).statusCode).toBe(422);
    await edit(id, body({ code: 'LATER5', valid_from: today(), valid_until: today() }));
    expect((await validate('LATER5')).statusCode).toBe(200);
    await edit(id, body({ code: 'LATER5', active: false }));
    expect((await validate('LATER5')).json().errors.coupon).toBe('Invalid coupon code or coupon expired.');
    expect((await trail(id)).map((a) => a.action)).toEqual([
      'coupons.create',
      'coupons.update',
      'coupons.update',
      'coupons.update',
    ]);
  });

  it('a limit below the uses already made is refused with the number, and nothing changes', async () => {
    const id = (await add(body({ code: 'USED3' }))).json().data.coupon.id as number;
    await buy('member01', 'USED3');
    await buy('member01', 'USED3');
    await buy('coach01', 'USED3');
    expect((await listed('USED3')).rows[0]).toMatchObject({ uses: 3, members: 2 });
    const total = await edit(id, body({ code: 'USED3', max_uses: 2 }));
    expect(total.statusCode).toBe(422);
    expect(total.json().errors.max_uses).toBe('This limit cannot be below the 3 uses already made.');
    const each = await edit(id, body({ code: 'USED3', max_uses_per_member: 1 }));
    expect(each.statusCode).toBe(422);
    expect(each.json().errors.max_uses_per_member).toBe('This limit cannot be below the 2 uses already made.');
    expect((await listed('USED3')).rows[0]).toMatchObject({ max_uses: null, max_uses_per_member: null, value: 15 });
    expect((await trail(id)).map((a) => a.action)).toEqual(['coupons.create']);
    const atLimit = await edit(id, body({ code: 'USED3', max_uses: 3, max_uses_per_member: 2 }));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect((await validate('USED3', 'referee01')).json().errors.coupon).toBe(
      'This coupon has been used as many times as it allows.',
    );
  });

  it("the database refuses a total or a per-member limit below the uses made even when the service's check is bypassed", async () => {
    const id = (await add(body({ code: 'DBCHECK' }))).json().data.coupon.id as number;
    await buy('member01', 'DBCHECK');
    await buy('member01', 'DBCHECK');
    const db = kit.t.database.db;
    const row = (await db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
    await expect(db.transaction((tx) => updateCoupon(tx, id, { ...row, maxUses: 1, value: 20 }))).rejects.toThrow();
    await expect(
      db.transaction((tx) => updateCoupon(tx, id, { ...row, maxUsesPerMember: 1, value: 30 })),
    ).rejects.toThrow();
    expect((await db.select().from(coupons).where(eq(coupons.id, id)))[0]).toMatchObject({
      value: 15,
      uses: 2,
      maxUses: null,
      maxUsesPerMember: null,
    });
  });

  it('renaming to a code another coupon has is refused; an unknown coupon is 404', async () => {
    const id = (await add(body({ code: 'RENAMEME' }))).json().data.coupon.id as number;
    const taken = await edit(id, body({ code: 'halfprice' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code).toBe('Another coupon already has this code.');
    expect((await listed('RENAMEME')).total).toBe(1);
    expect((await edit(999999, body({ code: 'NOWHERE' }))).statusCode).toBe(404);
  });
});

describe('GET /api/staff/coupons', () => {
  it('pages and sorts on the server; the demo coupons are listed with their limits', async () => {
    const page = (await kit.get('/api/staff/coupons?sort=code&order=asc&pageSize=10', 'finance01')).json().data;
    expect(page.rows.map((r: { code: string }) => r.code)).toEqual(
      [...page.rows.map((r: { code: string }) => r.code)].sort(),
    );
    expect(page.rows.find((r: { code: string }) => r.code === 'SAVE10')).toMatchObject({
      method: 'fixed',
      value: 1000,
      max_uses: 500,
      max_uses_per_member: 5,
    });
    expect((await kit.get('/api/staff/coupons', 'member01')).statusCode).toBe(403);
  });
});
