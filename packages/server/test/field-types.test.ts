import { contohKomponen, validateRecord } from '@rimba/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDatabases, createTestApp, login, solidPng, type TestApp } from './support/server.js';
import { uploaded } from './support/uploads.js';

/** Files uploaded for the file fields of "Contoh Komponen". */
interface Files {
  photo: string;
  document: string;
  gallery: [string, string];
  video: string;
}

/** The start of an MP4 file, as file-type tells one. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(256),
]);

/** A record of "Contoh Komponen" with a value for every field type. */
const complete = (partnerId: number, files: Files) => ({
  name: '  Kebun Contoh  ',
  email: 'Kebun@Contoh.ID',
  code: 'KC-01',
  pin: 'rahasia-sekali',
  phone: '+62 812-3456-7890',
  website: 'https://kebun.example.id',
  color: '#1A7F37',
  quantity: 1200,
  height: 3.5,
  price: 250000,
  verified: true,
  planted_on: '2026-02-28',
  visited_at: '2026-03-01T08:30:00+07:00',
  start_time: '07:30',
  season_year: 2026,
  period_month: '2026-03',
  period_week: '2026-W09',
  campaign_dates: ['2026-03-01', '2026-03-31'],
  shift_window: ['2026-03-01T06:00:00Z', '2026-03-01T14:00:00Z'],
  working_hours: ['07:00', '15:30:00'],
  project_years: [2026, 2028],
  report_months: ['2026-01', '2026-06'],
  survey_weeks: ['2026-W01', '2026-W10'],
  location: { lat: -7.03, lng: 110.49, formatted_address: 'Semarang, Jawa Tengah' },
  notes: 'Catatan lapangan',
  story: '<p>Bibit <strong>mahoni</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  photo: files.photo,
  document: files.document,
  gallery: [...files.gallery, files.gallery[0]],
  videos: [files.video],
  status: 'active',
  priority: '2',
  species: ['mahoni', 'jati'],
  activities: ['planting'],
  partner_id: partnerId,
  sponsor_id: partnerId,
  supporter_ids: [partnerId],
  plantings: [{ species: 'sengon', count: 40, planted_on: '2026-02-01' }],
});

describe.each(bothDatabases)('every field type through the API on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let partnerId: number;
  let files: Files;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    const partners = await t.app.inject({ url: '/api/partners/list?limit=1', headers: admin });
    partnerId = partners.json().data[0].id;
    const picture = (shade: number) => solidPng(8, 8, [shade, 120, 40]);
    files = {
      photo: await uploaded(t.app, admin, 'contoh-komponen.photo', picture(10), 'foto.png'),
      document: await uploaded(t.app, admin, 'contoh-komponen.document', Buffer.from('%PDF-1.4\n%%EOF\n')),
      gallery: [
        await uploaded(t.app, admin, 'contoh-komponen.gallery', picture(20), 'a.png'),
        await uploaded(t.app, admin, 'contoh-komponen.gallery', picture(30), 'b.png'),
      ],
      video: await uploaded(t.app, admin, 'contoh-komponen.videos', mp4, 'v.mp4'),
    };
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: '/api/contoh-komponen/create', headers, payload });

  it('has demo rows that obey every rule of the definition', async () => {
    const res = await t.app.inject({ url: '/api/contoh-komponen/list?limit=100', headers: admin });
    const { data, total } = res.json() as { data: Record<string, unknown>[]; total: number };
    expect(total).toBe(8);
    for (const row of data) {
      expect(validateRecord(contohKomponen, row, 'id', 'create').errors, String(row.name)).toEqual({});
    }
  });

  it('stores each type in its form and answers it back the same way', async () => {
    const res = await create(complete(partnerId, files));
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data;
    const shown = (await t.app.inject({ url: `/api/contoh-komponen/${id}/show`, headers: admin })).json()
      .data;
    expect(shown).toMatchObject({
      name: 'Kebun Contoh',
      email: 'kebun@contoh.id',
      color: '#1a7f37',
      quantity: 1200,
      height: 3.5,
      price: 250000,
      verified: true,
      planted_on: '2026-02-28',
      start_time: '07:30:00',
      season_year: 2026,
      period_month: '2026-03',
      period_week: '2026-W09',
      campaign_dates: ['2026-03-01', '2026-03-31'],
      working_hours: ['07:00:00', '15:30:00'],
      project_years: [2026, 2028],
      location: { lat: -7.03, lng: 110.49, formatted_address: 'Semarang, Jawa Tengah' },
      gallery: files.gallery,
      status: 'active',
      species: ['mahoni', 'jati'],
      supporter_ids: [partnerId],
      plantings: [{ species: 'sengon', count: 40, planted_on: '2026-02-01' }],
    });
    expect(new Date(shown.visited_at).toISOString()).toBe('2026-03-01T01:30:00.000Z');
    expect(shown.story).toBe('<p>Bibit <strong>mahoni</strong><img src="x" /></p>');
    expect(shown).not.toHaveProperty('pin');
  });

  it('keeps a secret hashed, never answers it, and keeps it when an update leaves it empty', async () => {
    const { id } = (await create(complete(partnerId, files))).json().data;
    const stored = async () =>
      (await sql<{ pin: string }>`select pin from contoh_komponen where id = ${id}`.execute(t.db)).rows[0]
        ?.pin;
    const hash = await stored();
    expect(hash).toMatch(/^\$argon2id\$/);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/contoh-komponen/update',
      headers: admin,
      payload: { id, pin: '', name: 'Kebun Baru' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).not.toHaveProperty('pin');
    expect(await stored()).toBe(hash);
    const list = await t.app.inject({ url: '/api/contoh-komponen/list', headers: admin });
    expect(list.json().data[0]).not.toHaveProperty('pin');
  });

  it('answers 422 with a message per bad value, sub-records included, in the request language', async () => {
    const bad = {
      ...complete(partnerId, files),
      status: 'lost',
      planted_on: '2026-02-30',
      period_week: '2026-W60',
      campaign_dates: ['2026-03-31', '2026-03-01'],
      location: { lat: 120, lng: 0 },
      color: 'green',
      gallery: [
        '/uploads/1.png',
        '/uploads/2.png',
        '/uploads/3.png',
        '/uploads/4.png',
        '/uploads/5.png',
        '/uploads/6.png',
      ],
      partner_id: 999999,
      supporter_ids: [partnerId, 999998],
      plantings: [
        { species: 'sengon', count: 40 },
        { species: 'pinus', count: 0 },
      ],
    };
    const res = await create(bad);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      status: ['Status harus berupa nilai yang sah'],
      planted_on: ['Tanggal Tanam harus berupa tanggal yang benar'],
      period_week: ['Minggu Periode harus berupa tanggal yang benar'],
      campaign_dates: ['Masa Kampanye harus berupa tanggal yang benar'],
      location: ['Format Lokasi salah'],
      color: ['Format Warna salah'],
      gallery: ['Jumlah File melebihi batas Upload'],
      'plantings.1.species': ['Jenis harus berupa nilai yang sah'],
      'plantings.1.count': ['Nilai Jumlah tidak boleh kurang dari 1'],
      partner_id: ['Mitra tidak ditemukan'],
      supporter_ids: ['Pendukung tidak ditemukan'],
    });
    const english = await create(bad, { ...admin, 'accept-language': 'en' });
    expect(english.json().errors.partner_id).toEqual(['Partner was not found']);
    expect(english.json().errors['plantings.1.count']).toEqual(['Count must be 1 or more']);
  });

  it('keeps a typed species where the field allows adding, and refuses an unknown status', async () => {
    const added = await create({ ...complete(partnerId, files), species: ['jati', '  Trembesi  '] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.species).toEqual(['jati', 'Trembesi']);
    const tooLong = await create({ ...complete(partnerId, files), species: ['x'.repeat(256)] });
    expect(tooLong.json().errors).toEqual({ species: ['Jenis Pohon harus berupa nilai yang sah'] });
    const refused = await create({ ...complete(partnerId, files), status: 'Trembesi' });
    expect(refused.json().errors).toEqual({ status: ['Status harus berupa nilai yang sah'] });
  });

  it('filters choices and lookups, and refuses a partner still looked up', async () => {
    const { id } = (await create({ ...complete(partnerId, files), status: 'finished' })).json().data;
    const filters = encodeURIComponent(JSON.stringify({ status: 'finished', partner_id: partnerId }));
    const list = await t.app.inject({ url: `/api/contoh-komponen/list?filters=${filters}`, headers: admin });
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const withSpecies = async (...species: string[]) => {
      const q = encodeURIComponent(JSON.stringify({ species: { in: species } }));
      const res = await t.app.inject({
        url: `/api/contoh-komponen/list?limit=100&filters=${q}`,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { species: string[] }[];
    };
    const jati = await withSpecies('jati');
    expect(jati.length).toBeGreaterThan(0);
    expect(jati.every((r) => r.species.includes('jati'))).toBe(true);
    const either = await withSpecies('jati', 'sengon');
    expect(either.every((r) => r.species.includes('jati') || r.species.includes('sengon'))).toBe(true);
    expect(either.length).toBeGreaterThanOrEqual(jati.length);
    const badOption = encodeURIComponent(JSON.stringify({ status: { in: ['lost'] } }));
    const refused = await t.app.inject({
      url: `/api/contoh-komponen/list?filters=${badOption}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(400);
    const used = await t.app.inject({
      method: 'DELETE',
      url: '/api/partners/delete',
      headers: admin,
      payload: { data: { id: partnerId } },
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^Data masih dipakai oleh data lain/);
  });
});
