import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type MappingRow = { id: number; label: string; value_mapping: boolean };

describe.each(testDatabases)('mapping toggles and child modules on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let viewer: { authorization: string };
  let exampleId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    viewer = await login(t.app, 'viewer');
    exampleId = (await t.app.inject({ url: '/api/contoh-komponen/list?limit=1', headers: admin })).json()
      .data[0].id;
  });
  afterAll(() => t.close());

  const mapping = (query = '', headers = admin) =>
    t.app.inject({ url: `/api/contoh-komponen/${exampleId}/mapping/partners?${query}`, headers });
  const toggle = (id: number, on: boolean, headers: Record<string, string> = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/contoh-komponen/${exampleId}/mapping/partners`,
      headers,
      payload: { id, value_mapping: on },
    });

  it('lists every partner with whether it is linked, filtered by all (2), on (1) and off (0)', async () => {
    const all = (await mapping('value_mapping=2&limit=100')).json() as { data: MappingRow[]; total: number };
    expect(all.total).toBe(12);
    const on = (await mapping('value_mapping=1&limit=100')).json() as { data: MappingRow[]; total: number };
    const off = (await mapping('value_mapping=0&limit=100')).json() as { data: MappingRow[]; total: number };
    expect(on.total + off.total).toBe(12);
    expect(on.data.every((r) => r.value_mapping)).toBe(true);
    expect(off.data.every((r) => !r.value_mapping)).toBe(true);
    const labels = all.data.map((r) => r.label);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : 1)));
    const searched = (await mapping('search=hijau')).json() as { data: MappingRow[] };
    expect(searched.data.map((r) => r.label).sort()).toEqual(['PT Hijau Lestari', 'PT Logistik Hijau']);
  });

  it('switches a link on and off, idempotently, with a message, for whoever may update', async () => {
    const off = (await mapping('value_mapping=0&limit=1')).json().data[0] as MappingRow;
    const res = await toggle(off.id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { id: off.id, value_mapping: true },
      message: `${off.label} diaktifkan`,
    });
    expect((await toggle(off.id, true)).statusCode).toBe(200);
    const linked = (await mapping('value_mapping=1&limit=100')).json().data as MappingRow[];
    expect(linked.map((r) => r.id)).toContain(off.id);
    const back = await toggle(off.id, false, { ...admin, 'accept-language': 'en' });
    expect(back.json().message).toBe(`${off.label} switched off`);
    const unlinked = (await mapping('value_mapping=0&limit=100')).json().data as MappingRow[];
    expect(unlinked.map((r) => r.id)).toContain(off.id);
  });

  it('refuses the viewer a switch, and answers 404 for an unknown mapping, row or partner', async () => {
    expect((await mapping('', viewer)).statusCode).toBe(200);
    expect((await toggle(1, true, viewer)).statusCode).toBe(403);
    expect((await toggle(999999, true)).statusCode).toBe(404);
    const unknown = await t.app.inject({
      url: `/api/contoh-komponen/${exampleId}/mapping/trees`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    const noRow = await t.app.inject({ url: '/api/contoh-komponen/999999/mapping/partners', headers: admin });
    expect(noRow.statusCode).toBe(404);
  });

  it('lists a row children through the child module filtered by its key field', async () => {
    const filters = encodeURIComponent(JSON.stringify({ contoh_komponen_id: exampleId }));
    const logs = await t.app.inject({
      url: `/api/contoh-komponen-log/list?filters=${filters}`,
      headers: admin,
    });
    const body = logs.json() as { data: { contoh_komponen_id: number; logged_on: string }[]; total: number };
    expect(body.total).toBe(3);
    expect(body.data.every((l) => l.contoh_komponen_id === exampleId)).toBe(true);
    const dates = body.data.map((l) => l.logged_on);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
