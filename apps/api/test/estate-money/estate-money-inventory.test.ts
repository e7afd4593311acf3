import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema.js';
import { build, pathsOf, requestsOf } from '../helper.js';

/*
 * Estate Inventory and Controlled Items (issue 14) through their routes: the inventory's cards over
 * the filtered items, its search and category filter, the CSV export of the estates one may see, and
 * recording an access to a controlled item (last accessed, the chain of custody, the audit trail).
 */

const t = await build();
const lawyer = await t.signUp({ role: 'lawyer', name: 'Lena Inventory' });
const otherLawyer = await t.signUp({ role: 'lawyer', name: 'Oscar Elsewhere' });
const executor = await t.signUp({ role: 'executor', name: 'Eru Executor' });
const beneficiary = await t.signUp({ role: 'beneficiary', name: 'Bea Beneficiary' });

const { get, post, put } = requestsOf(t);

const staffedEstate = (name: string) =>
  t.staffedEstate({ lawyer, executor, beneficiary }, { deceasedName: name, estimatedValue: '' });

const item = (fields: object = {}) => ({
  name: 'Rimu dining table',
  category: 'furniture',
  location: 'Dining room',
  condition: 'good',
  status: 'in_possession',
  ...fields,
});

/** Splits a CSV answer (BOM, CRLF, simple quoting) into rows of cells. */
function rowsOf(csv: string): string[][] {
  const rows: string[][] = [];
  for (const line of csv.replace(/^\uFEFF/, '').split('\r\n')) {
    if (!line) continue;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const c = line[i]!;
      if (quoted && c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = !quoted;
      else if (c === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += c;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

describe('estate inventory', () => {
  it('counts items, distinct locations and categories, and those pending valuation, over the filtered set', async () => {
    const estateId = await staffedEstate('Aroha Inventory');
    const url = `/api/estates/${estateId}/inventory-items`;
    const car = await post(
      lawyer,
      url,
      item({
        name: 'Toyota Corolla',
        category: 'vehicles',
        serialNumber: 'KGH512',
        location: 'Garage',
        status: 'pending_valuation',
        purchasePrice: '$24,500.50',
        purchaseDate: '2017-05-20',
      }),
    );
    expect(car.statusCode, car.body).toBe(201);
    expect(car.json()).toMatchObject({
      name: 'Toyota Corolla',
      category: 'vehicles',
      serialNumber: 'KGH512',
      purchasePriceCents: 2_450_050,
      purchaseDate: '2017-05-20',
      deceasedName: 'Aroha Inventory',
    });
    for (const fields of [
      { name: 'Pounamu pendant', category: 'jewellery', location: 'garage ' },
      { name: 'McCahon print', category: 'art', location: 'Lounge', status: 'pending_valuation' },
      { name: 'Rimu table', condition: '' },
    ])
      expect((await post(lawyer, url, item(fields))).statusCode).toBe(201);

    const all = await get(lawyer, url);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().summary).toEqual({ totalItems: 4, locations: 3, pendingValuation: 2, categories: 4 });
    expect(all.json().items.find((i: { name: string }) => i.name === 'Rimu table').condition).toBeNull();

    const art = (await get(lawyer, `${url}?category=art`)).json();
    expect(art.items.map((i: { name: string }) => i.name)).toEqual(['McCahon print']);
    expect(art.summary).toEqual({ totalItems: 1, locations: 1, pendingValuation: 1, categories: 1 });

    // Search by name, serial number or location.
    for (const [q, names] of [
      ['corolla', ['Toyota Corolla']],
      ['kgh5', ['Toyota Corolla']],
      ['GARAGE', ['Pounamu pendant', 'Toyota Corolla']],
    ] as const) {
      const found = (await get(lawyer, `${url}?q=${encodeURIComponent(q)}`)).json();
      expect(found.items.map((i: { name: string }) => i.name).sort(), q).toEqual([...names]);
    }

    // Across estates: the lawyer's items with their estate; another firm's lawyer sees none of them.
    const across = (await get(lawyer, `/api/inventory-items?estateId=${estateId}`)).json();
    expect(across.total).toBe(4);
    expect((await get(otherLawyer, '/api/inventory-items')).json().total).toBe(0);
    expect((await get(otherLawyer, url)).statusCode).toBe(404);
    // The firm's working list: a beneficiary does not read it.
    expect((await get(beneficiary, url)).statusCode).toBe(403);
  });

  it('refuses a bad category, condition or price with a 400 naming the field', async () => {
    const estateId = await staffedEstate('Tama Bad Input');
    const res = await post(
      lawyer,
      `/api/estates/${estateId}/inventory-items`,
      item({ category: 'jewelry', condition: 'mint', purchasePrice: '12.345' }),
    );
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res).sort()).toEqual(['category', 'condition', 'purchasePrice']);
  });

  it('exports CSV of the estates one may see, with plain dollars, and one estate on asking', async () => {
    const first = await staffedEstate('Hēmi Export');
    const second = await staffedEstate('Mere Export');
    const theirs = await t.newEstate(otherLawyer, { deceasedName: 'Secret Other-Firm', estimatedValue: '' });
    await post(
      lawyer,
      `/api/estates/${first}/inventory-items`,
      item({
        name: 'Ford Ranger, "XLT"',
        category: 'vehicles',
        serialNumber: 'MHR208',
        location: 'Driveway',
        status: 'pending_valuation',
        purchasePrice: '52900',
        purchaseDate: '2019-09-30',
        notes: '=Finance owing',
      }),
    );
    await post(lawyer, `/api/estates/${second}/inventory-items`, item({ name: 'Kauri chest' }));
    await post(otherLawyer, `/api/estates/${theirs}/inventory-items`, item({ name: 'Their secret chest' }));

    const res = await get(lawyer, '/api/inventory-items/export.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('estate-inventory.csv');
    const rows = rowsOf(res.body);
    expect(rows[0]).toEqual([
      'Estate',
      'Name',
      'Category',
      'Serial number',
      'Location',
      'Condition',
      'Status',
      'Purchase price',
      'Purchase date',
      'Notes',
    ]);
    const ranger = rows.find((r) => r[1] === 'Ford Ranger, "XLT"');
    expect(ranger).toEqual([
      'Estate of Hēmi Export',
      'Ford Ranger, "XLT"',
      'Vehicles',
      'MHR208',
      'Driveway',
      'Good',
      'Pending valuation',
      '52900.00',
      '2019-09-30',
      "'=Finance owing",
    ]);
    expect(rows.map((r) => r[1])).toContain('Kauri chest');
    expect(res.body).not.toContain('Secret Other-Firm');
    expect(res.body).not.toContain('Their secret chest');

    const one = await get(lawyer, `/api/inventory-items/export.csv?estateId=${second}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toContain('estate-inventory-mere-export.csv');
    expect(rowsOf(one.body).map((r) => r[1])).toEqual(['Name', 'Kauri chest']);

    // Another firm's estate is not there at all; a beneficiary may not export.
    expect((await get(lawyer, `/api/inventory-items/export.csv?estateId=${theirs}`)).statusCode).toBe(404);
    const malformed = await get(lawyer, '/api/inventory-items/export.csv?estateId=nope');
    expect(malformed.statusCode).toBe(400);
    expect(pathsOf(malformed)).toEqual(['estateId']);
    expect((await get(beneficiary, '/api/inventory-items/export.csv')).statusCode).toBe(403);
    const others = await get(otherLawyer, '/api/inventory-items/export.csv');
    expect(others.body).not.toContain('Hēmi Export');
    expect(others.body).toContain('Their secret chest');
  });
});

describe('controlled items', () => {
  it('count high and medium security and secured items, and are searched by name or type', async () => {
    const estateId = await staffedEstate('Rua Controlled');
    const url = `/api/estates/${estateId}/controlled-items`;
    for (const body of [
      { name: 'Browning .22 rifle', type: 'firearm', securityLevel: 'high', status: 'secured' },
      { name: 'Box 114, ANZ Lambton Quay', type: 'safe_deposit', securityLevel: 'high', status: 'secured' },
      { name: 'House keys', type: 'keys', securityLevel: 'medium', status: 'active' },
      { name: 'Car keys', type: 'keys', securityLevel: 'low', status: 'secured' },
    ])
      expect((await post(lawyer, url, body)).statusCode).toBe(201);
    const list = (await get(lawyer, url)).json();
    expect(list.summary).toEqual({ high: 2, medium: 1, secured: 3 });
    expect(list.items[0]).toMatchObject({ lastAccessedAt: null, accessedBy: null });
    const names = async (q: string) =>
      (await get(lawyer, `${url}?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((i: { name: string }) => i.name)
        .sort();
    expect(await names('safe-deposit')).toEqual(['Box 114, ANZ Lambton Quay']);
    expect(await names('firearm')).toEqual(['Browning .22 rifle']);
    expect(await names('keys')).toEqual(['Car keys', 'House keys']);
    expect((await get(beneficiary, url)).statusCode).toBe(403);
  });

  it('record an access: last accessed and by whom, the chain of custody newest first, the audit event', async () => {
    const estateId = await staffedEstate('Hine Custody');
    const url = `/api/estates/${estateId}/controlled-items`;
    const created = await post(lawyer, url, {
      name: 'House keys, 12 Kauri Street',
      type: 'keys',
      securityLevel: 'medium',
      status: 'secured',
    });
    const id = created.json<{ id: string }>().id;
    const accesses = `${url}/${id}/accesses`;
    expect((await get(lawyer, accesses)).json()).toEqual({ items: [] });

    const before = Date.now();
    const first = await post(lawyer, accesses, { purpose: 'Let the valuer in', status: 'active' });
    expect(first.statusCode, first.body).toBe(201);
    const answer = first.json();
    expect(answer.access).toMatchObject({ accessedBy: 'Lena Inventory', purpose: 'Let the valuer in' });
    expect(answer.item).toMatchObject({ id, accessedBy: 'Lena Inventory', status: 'active' });
    expect(Date.parse(answer.item.lastAccessedAt)).toBeGreaterThanOrEqual(before - 1000);

    const second = await post(executor, accesses, { purpose: '  Keys returned  ', status: 'secured' });
    expect(second.statusCode, second.body).toBe(201);
    const row = (await get(lawyer, `${url}/${id}`)).json();
    expect(row).toMatchObject({ accessedBy: 'Eru Executor', status: 'secured' });

    const history = (await get(lawyer, accesses)).json().items;
    expect(history.map((a: { accessedBy: string; purpose: string }) => [a.accessedBy, a.purpose])).toEqual([
      ['Eru Executor', 'Keys returned'],
      ['Lena Inventory', 'Let the valuer in'],
    ]);

    // An edit keeps who last had it: the form does not carry it.
    const edited = await put(lawyer, `${url}/${id}`, {
      name: 'House keys (two sets)',
      type: 'keys',
      securityLevel: 'high',
      status: 'secured',
    });
    expect(edited.json()).toMatchObject({ accessedBy: 'Eru Executor', securityLevel: 'high' });
    expect(edited.json().lastAccessedAt).toBe(row.lastAccessedAt);

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'controlled_item.accessed'));
    const mine = events.filter((e) => e.entityId === id);
    expect(mine).toHaveLength(2);
    expect(mine.map((e) => e.data)).toContainEqual(
      expect.objectContaining({
        estateId,
        name: 'House keys, 12 Kauri Street',
        purpose: 'Let the valuer in',
      }),
    );
    const timeline = (await get(lawyer, `/api/estates/${estateId}/timeline`)).json();
    expect(timeline.items.map((e: { title: string }) => e.title)).toContain('Controlled item accessed');
  });

  it('refuses an access without a purpose (400), to a beneficiary (403), and elsewhere (404)', async () => {
    const estateId = await staffedEstate('Wiremu Refused');
    const theirs = await t.newEstate(otherLawyer, { deceasedName: 'Other Firm Custody', estimatedValue: '' });
    const url = `/api/estates/${estateId}/controlled-items`;
    const id = (
      await post(lawyer, url, { name: 'Original will', type: 'document', securityLevel: 'high' })
    ).json<{ id: string }>().id;
    const accesses = `${url}/${id}/accesses`;

    for (const body of [{}, { purpose: '   ' }, { purpose: 'x'.repeat(501) }]) {
      const bad = await post(lawyer, accesses, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(pathsOf(bad)).toEqual(['purpose']);
    }
    const badStatus = await post(lawyer, accesses, { purpose: 'Check', status: 'lost' });
    expect(badStatus.statusCode).toBe(400);
    expect(pathsOf(badStatus)).toEqual(['status']);

    expect((await post(beneficiary, accesses, { purpose: 'Curious' })).statusCode).toBe(403);
    expect((await get(beneficiary, accesses)).statusCode).toBe(403);
    expect((await post(otherLawyer, accesses, { purpose: 'Snooping' })).statusCode).toBe(404);
    expect((await get(otherLawyer, accesses)).statusCode).toBe(404);
    // The item under another estate's id, an item that is not there, a malformed id: 404.
    expect(
      (await post(otherLawyer, `/api/estates/${theirs}/controlled-items/${id}/accesses`, { purpose: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(lawyer, `${url}/00000000-0000-4000-8000-000000000000/accesses`, { purpose: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await post(lawyer, `${url}/nope/accesses`, { purpose: 'x' })).statusCode).toBe(404);

    // Nothing was recorded by the refused calls.
    expect((await get(lawyer, accesses)).json().items).toEqual([]);
    expect((await get(lawyer, `${url}/${id}`)).json().lastAccessedAt).toBeNull();
  });
});
