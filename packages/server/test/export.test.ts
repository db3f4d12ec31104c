import { contohKomponen, defineResource, formatRupiah, resources } from '@rimba/core';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, fileDate, readableRows } from '../src/resources/export.js';
import { cellText, exportColumns } from '../src/resources/export-formats/columns.js';
import { writeXlsx } from '../src/resources/export-formats/xlsx.js';
import { createTestApp, login, solidPng, type TestApp, testDatabases } from './support/server.js';
import { uploaded } from './support/uploads.js';

type Cell = string | number | null;

/** Every sheet of an xlsx file as read back by exceljs: its name and its rows of plain values. */
async function readXlsx(file: Buffer): Promise<{ name: string; rows: Cell[][] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: Cell[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values = row.values as unknown[];
      rows.push(Array.from({ length: sheet.columnCount }, (_, i) => (values[i + 1] ?? null) as Cell));
    });
    return { name: sheet.name, rows };
  });
}

/** A CSV reader that follows RFC 4180 (quoted fields, doubled quotes, CRLF), for checking the export. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  return rows;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescapeHtml = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => entities[e]!);

/** The header and body cells of the html export's table. */
function readHtml(html: string): { head: string[]; rows: string[][] } {
  const cells = (tr: string, tag: string) =>
    [...tr.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'gs'))].map((m) => unescapeHtml(m[1]!));
  const head = cells(/<thead>(.*?)<\/thead>/s.exec(html)![1]!, 'th');
  const body = /<tbody>(.*?)<\/tbody>/s.exec(html)![1]!;
  return { head, rows: [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) => cells(m[1]!, 'td')) };
}

const fields = [
  'id',
  'company_name',
  'description',
  'description_en',
  'website',
  'link_blog',
  'file_logo',
] as const;
const labelsId = [
  'ID',
  'Nama Perusahaan',
  'Deskripsi',
  'Deskripsi (Inggris)',
  'Situs Web',
  'Tautan Blog',
  'Logo',
];
const labelsEn = [
  'ID',
  'Company Name',
  'Description',
  'Description (English)',
  'Website',
  'Blog Link',
  'Logo',
];

/** Partners that make the export's work visible: markup, quotes, a formula, line breaks, nulls, ties. */
const tricky = {
  formula: '=HYPERLINK("http://evil.example","klik")',
  markup: `<b>"Tebal" & 'miring'</b>, lalu baris baru\r\ndan koma`,
  spaces: '  spasi di tepi  ',
};

describe.each(testDatabases)('spreadsheet export on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let viewer: { authorization: string };

  beforeAll(async () => {
    // Permissions are looked up on every request, so the 403 case can take one away mid-suite.
    t = await createTestApp(kind, { AUTH_CACHE_SECONDS: '0' });
    admin = await login(t.app, 'admin');
    viewer = await login(t.app, 'viewer');
    // Rows sharing one created_at to the microsecond (a JavaScript Date would lose the last digits),
    // rows without a website (a nullable sort column), and text that needs escaping or guarding.
    const stamp = '2026-03-01 08:00:00.123456+00';
    await sql`
      insert into partners (company_name, description, website, link_blog, file_logo, created_at, updated_at)
      values
        (${tricky.formula}, ${tricky.markup}, null, null, '/uploads/a.png', ${stamp}, ${stamp}),
        (${tricky.spaces}, null, null, null, '/uploads/b.png', ${stamp}, ${stamp}),
        ('-5 dan @mention', 'Tanpa situs', null, null, '/uploads/c.png', ${stamp}, ${stamp}),
        ('PT Hijau Kembar', 'Sama persis', 'https://kembar.example.id', null, '/uploads/d.png', ${stamp}, ${stamp}),
        ('PT Hijau Kembar', 'Sama persis', 'https://kembar.example.id', null, '/uploads/e.png', ${stamp}, ${stamp})
    `.execute(t.db);
  });
  afterAll(() => t?.close());

  const exportOf = (query: string, headers: Record<string, string> = admin, resource = 'partners') =>
    t.app.inject({ method: 'GET', url: `/api/${resource}/export?${query}`, headers });

  /** What the list API answers for the same query: the rows an export must hold, in its order. */
  const listed = async (query: string): Promise<Record<string, unknown>[]> => {
    const res = await t.app.inject({ url: `/api/partners/dataset?limit=1000&${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json() as { data: Record<string, unknown>[]; total: number };
    expect(data.length).toBe(total);
    return data;
  };
  /** A listed row as csv and html write it: the id as digits, text guarded, null as ''. */
  const asText = (row: Record<string, unknown>) =>
    fields.map((f) => (f === 'id' ? String(row.id) : cellText(row[f], 'text', 'id')));

  it('answers an xlsx file by default: Sheet1, labels in Indonesian, every row of the list in its order', async () => {
    const res = await exportOf('');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Mitra ${fileDate()}.xlsx"`);
    const sheets = await readXlsx(res.rawPayload);
    expect(sheets.map((s) => s.name)).toEqual(['Sheet1']);
    const [header, ...rows] = sheets[0]!.rows;
    expect(header).toEqual(labelsId);
    const expected = await listed('');
    expect(expected.length).toBeGreaterThan(12);
    // In xlsx the id is a number cell, text a text cell as it is, and an empty value no cell at all.
    expect(rows).toEqual(expected.map((row) => fields.map((f) => row[f])));
    expect(typeof rows[0]![0]).toBe('number');
  });

  it('writes csv and html with the same rows, labels in the language asked for', async () => {
    const expected = await listed('order=company_name&sort=ASC');
    const csv = await exportOf('format=csv&order=company_name&sort=ASC', {
      ...admin,
      'accept-language': 'en',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="Partners ${fileDate()}.csv"`);
    expect(csv.body.startsWith('\ufeff')).toBe(true);
    const [csvHead, ...csvRows] = readCsv(csv.body.slice(1));
    expect(csvHead).toEqual(labelsEn);
    expect(csvRows).toEqual(expected.map(asText));

    const html = await exportOf('format=html&order=company_name&sort=ASC');
    expect(html.statusCode, html.body).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-disposition']).toBe(`attachment; filename="Mitra ${fileDate()}.html"`);
    expect(html.body).toMatch(/^<!DOCTYPE html>\n<html lang="id">/);
    expect(html.body).toMatch(/<\/html>\n$/);
    const table = readHtml(html.body);
    expect(table.head).toEqual(labelsId);
    expect(table.rows).toEqual(expected.map(asText));
  });

  it('applies search, filters, order and sort as the list does', async () => {
    const queries = [
      'search=hijau',
      'search=hijau&order=company_name&sort=DESC',
      `filters=${encodeURIComponent(JSON.stringify({ website: { null: true } }))}&order=id&sort=ASC`,
      `filters=${encodeURIComponent(JSON.stringify({ company_name: { contains: 'pt' }, id: { gte: 3 } }))}`,
      'search=3',
    ];
    for (const query of queries) {
      const expected = await listed(query);
      const res = await exportOf(`format=csv&${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      const [, ...rows] = readCsv(res.body.slice(1));
      expect(rows, query).toEqual(expected.map(asText));
    }
  });

  it('reads in batches across their boundaries, ties and null sort values included, in any order', async () => {
    const settings = t.app.exportSettings;
    const saved = settings.batchSize;
    settings.batchSize = 2;
    try {
      const orders = [
        '',
        'order=created_at&sort=ASC',
        'order=company_name&sort=ASC',
        'order=company_name&sort=DESC',
        'order=website&sort=ASC',
        'order=website&sort=DESC',
        'order=id&sort=DESC',
        'order=updated_at&sort=ASC&search=a',
      ];
      for (const order of orders) {
        const expected = (await listed(order)).map((r) => r.id);
        expect(new Set(expected).size).toBe(expected.length);
        const res = await exportOf(`format=csv&${order}`);
        expect(res.statusCode, res.body).toBe(200);
        const ids = readCsv(res.body.slice(1))
          .slice(1)
          .map((r) => Number(r[0]));
        expect(ids, order).toEqual(expected);
      }
    } finally {
      settings.batchSize = saved;
    }
  });

  it('starts Sheet2, Sheet3 … past the rows a sheet may hold, each with its header', async () => {
    const settings = t.app.exportSettings;
    const saved = { ...settings };
    Object.assign(settings, { batchSize: 3, sheetRows: 4 });
    try {
      const expected = await listed('');
      const sheets = await readXlsx((await exportOf('')).rawPayload);
      expect(sheets.map((s) => s.name)).toEqual(
        Array.from({ length: Math.ceil(expected.length / 4) }, (_, i) => `Sheet${i + 1}`),
      );
      for (const sheet of sheets) expect(sheet.rows[0]).toEqual(labelsId);
      expect(sheets.flatMap((s) => s.rows.slice(1).map((r) => r[0]))).toEqual(expected.map((r) => r.id));
    } finally {
      Object.assign(settings, saved);
    }
  });

  it('escapes markup, quotes csv and html text a spreadsheet would run as a formula, keeps edge spaces', async () => {
    const query = `filters=${encodeURIComponent(JSON.stringify({ website: { null: true } }))}&order=id&sort=ASC`;
    const expected = await listed(query);
    const guarded = (s: string) => `'${s}`;

    const csv = readCsv((await exportOf(`format=csv&${query}`)).body.slice(1)).slice(1);
    const byName = (rows: Cell[][], name: string) => rows.find((r) => r[1] === name);
    expect(byName(csv, guarded(tricky.formula))?.[2]).toBe(tricky.markup);
    expect(byName(csv, tricky.spaces)).toBeTruthy();
    expect(byName(csv, guarded('-5 dan @mention'))).toBeTruthy();
    expect(csv).toHaveLength(expected.length);

    const htmlBody = (await exportOf(`format=html&${query}`)).body;
    expect(htmlBody).not.toContain('<b>');
    expect(htmlBody).toContain('&lt;b&gt;&quot;Tebal&quot; &amp; &#39;miring&#39;&lt;/b&gt;');
    expect(byName(readHtml(htmlBody).rows, guarded(tricky.formula))?.[2]).toBe(tricky.markup);

    // An xlsx text cell is typed as text: a spreadsheet never runs it, so it is written as it is.
    const [sheet] = await readXlsx((await exportOf(query)).rawPayload);
    const rows = sheet!.rows.slice(1);
    expect(byName(rows, tricky.formula)?.[2]).toBe(tricky.markup);
    expect(byName(rows, tricky.spaces)).toBeTruthy();
    expect(rows.every((r) => typeof r[1] === 'string')).toBe(true);
  });

  it('still answers a valid file, header only, when nothing matches', async () => {
    const none = 'search=tidak-ada-yang-cocok-xyz';
    const csv = await exportOf(`format=csv&${none}`);
    expect(csv.statusCode).toBe(200);
    expect(readCsv(csv.body.slice(1))).toEqual([labelsId]);
    const html = readHtml((await exportOf(`format=html&${none}`)).body);
    expect(html).toEqual({ head: labelsId, rows: [] });
    const sheets = await readXlsx((await exportOf(none)).rawPayload);
    expect(sheets).toEqual([{ name: 'Sheet1', rows: [labelsId] }]);
  });

  it('refuses what the list refuses, naming the field: 400', async () => {
    const unknown = await exportOf(`filters=${encodeURIComponent('{"password":"x"}')}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Kolom tidak dikenal: password');
    const badOp = await exportOf(`filters=${encodeURIComponent('{"id":{"contains":"1"}}')}`, {
      ...admin,
      'accept-language': 'en',
    });
    expect(badOp.statusCode).toBe(400);
    expect(badOp.json().message).toBe('Unknown operator for id: contains');
    const order = await exportOf('order=description');
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe('Kolom tidak dapat diurutkan: description');
    const format = await exportOf('format=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toMatch(/format/);
  });

  it('needs a login (401) and the read permission (403)', async () => {
    const anonymous = await exportOf('', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(
      'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.',
    );
    expect((await exportOf('format=csv', viewer, 'faq')).statusCode).toBe(200);
    await sql`
      delete from role_tasks where role_id = (select id from roles where role_name = 'Viewer')
        and task_id = (select id from tasks where name = 'faq.read')
    `.execute(t.db);
    const refused = await exportOf('format=csv', viewer, 'faq');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Anda tidak memiliki izin untuk tindakan ini (faq.read)');
  });

  it.skipIf(resources.every((r) => r.export))(
    'answers 404 for a resource declared without export',
    async () => {
      for (const resource of resources.filter((r) => !r.export)) {
        const res = await exportOf('', admin, resource.name);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBeTypeOf('string');
      }
    },
  );

  it('exports every field type but secrets, in a form the import reads back row for row', async () => {
    // The demo rows show the partners' logos, which no user uploaded, so no import may copy them into new
    // rows: the rows hold a picture of the importing admin's instead.
    const photo = await uploaded(t.app, admin, 'contoh-komponen.photo', solidPng(8, 8, [20, 120, 40]));
    await sql`update contoh_komponen set photo = ${photo}, gallery = ${JSON.stringify([photo])}::jsonb`.execute(
      t.db,
    );
    const res = await exportOf('', admin, 'contoh-komponen');
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = (await readXlsx(res.rawPayload))[0]!.rows;
    expect(header).not.toContain('PIN Rahasia');
    expect(header).toContain('Jenis Pohon');
    const species = rows[0]![header!.indexOf('Jenis Pohon')];
    // The tree species are named by their labels, as the list shows them.
    for (const name of String(species).split(', ')) {
      expect(['Mahoni', 'Sengon', 'Jati', 'Mangrove']).toContain(name);
    }

    const boundary = '----rimbaroundtrip';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contoh.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      res.rawPayload,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/contoh-komponen/import/preview',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as { total: number; valid: number; rows: { errors: object }[] };
    expect(body.total).toBe(rows.length);
    // Looked-up rows are exported by their labels and places by their addresses, which name no row and no
    // point: the import refuses those cells and reads back every other field.
    const notReadBack = ['partner_id', 'sponsor_id', 'supporter_ids', 'location'];
    for (const row of body.rows) {
      expect(Object.keys(row.errors).filter((field) => !notReadBack.includes(field))).toEqual([]);
    }
  });

  /** The rows of "Contoh Komponen" as the list API answers them, with their lookups' labels. */
  const contoh = async () =>
    (
      await t.app.inject({
        url: '/api/contoh-komponen/dataset?limit=1000&order=id&sort=ASC',
        headers: admin,
      })
    ).json().data as Record<string, unknown>[];
  const optionLabel = (field: string, value: unknown) =>
    contohKomponen.fieldsByName.get(field)!.options!.find((o) => o.value === value)!.label.id;
  /** An instant as the wall clock of a zone `hours` ahead of UTC (Indonesia keeps no daylight saving). */
  const wallClockAt = (iso: unknown, hours: number) =>
    new Date(new Date(String(iso)).getTime() + hours * 3_600_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');

  it('writes what the list shows: labels, periods, places, sub-records, rupiah, phones and local times', async () => {
    const data = await contoh();
    expect(data.length).toBeGreaterThan(3);
    const query = `order=id&sort=ASC&time_zone=${encodeURIComponent('Asia/Jayapura')}`;
    const csv = await exportOf(`format=csv&${query}`, admin, 'contoh-komponen');
    expect(csv.statusCode, csv.body).toBe(200);
    const [head, ...rows] = readCsv(csv.body.slice(1));
    expect(head).toContain('Waktu Kunjungan (WIT)');
    expect(head).toContain('Jadwal Shift (WIT)');
    const cell = (row: string[], label: string) => {
      expect(head, label).toContain(label);
      return row[head!.indexOf(label)];
    };
    expect(rows).toHaveLength(data.length);
    for (const [i, row] of data.entries()) {
      const cells = rows[i]!;
      const plantings = row.plantings as { species: string; count: number; planted_on: string | null }[];
      const supporters = row.rel_supporter_ids as { label: string }[];
      expect(cell(cells, 'ID')).toBe(String(row.id));
      expect(cell(cells, 'Status')).toBe(optionLabel('status', row.status));
      expect(cell(cells, 'Prioritas')).toBe(optionLabel('priority', row.priority));
      expect(cell(cells, 'Jenis Pohon')).toBe(
        (row.species as string[]).map((v) => optionLabel('species', v)).join(', '),
      );
      expect(cell(cells, 'Kegiatan')).toBe(
        (row.activities as string[]).map((v) => optionLabel('activities', v)).join(', '),
      );
      expect(cell(cells, 'Mitra')).toBe((row.rel_partner_id as { label: string }).label);
      expect(cell(cells, 'Sponsor')).toBe((row.rel_sponsor_id as { label: string }).label);
      expect(cell(cells, 'Pendukung')).toBe(supporters.map((r) => r.label).join(', '));
      const [from, to] = row.campaign_dates as string[];
      expect(cell(cells, 'Masa Kampanye')).toBe(`${from} – ${to}`);
      const [start, end] = row.shift_window as string[];
      expect(cell(cells, 'Jadwal Shift (WIT)')).toBe(`${wallClockAt(start, 9)} – ${wallClockAt(end, 9)}`);
      expect(cell(cells, 'Waktu Kunjungan (WIT)')).toBe(wallClockAt(row.visited_at, 9));
      expect(cell(cells, 'Lokasi')).toBe((row.location as { formatted_address: string }).formatted_address);
      // A phone number gets no apostrophe; the csv keeps money as plain digits a spreadsheet sums.
      expect(cell(cells, 'Telepon')).toBe(row.phone);
      expect(cell(cells, 'Harga')).toBe(String(row.price));
      expect(cell(cells, 'Penanaman')).toBe(
        plantings
          .map(
            (p) =>
              `Jenis: ${optionLabel('species', p.species)}, Jumlah: ${p.count}` +
              (p.planted_on ? `, Tanggal: ${p.planted_on}` : ''),
          )
          .join('; '),
      );
      expect(cell(cells, 'Terverifikasi')).toBe(row.verified ? 'Ya' : 'Tidak');
    }
    // The seeded first row, as people read it.
    expect(cell(rows[0]!, 'Masa Kampanye')).toBe('2026-01-01 – 2026-01-28');
    expect(cell(rows[0]!, 'Telepon')).toBe('+62 812-5500-1000');

    // xlsx: money is a number cell in rupiah, times date cells of the zone, labels text.
    const xlsx = await exportOf(query, admin, 'contoh-komponen');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = workbook.getWorksheet('Sheet1')!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const at = (label: string) => ws.getRow(2).getCell(header.indexOf(label) + 1);
    expect(at('Harga').value).toBe(data[0]!.price);
    expect(at('Harga').numFmt).toBe('[$Rp-421] #,##0');
    expect(at('Waktu Kunjungan (WIT)').value).toEqual(
      new Date(`${wallClockAt(data[0]!.visited_at, 9).replace(' ', 'T')}Z`),
    );
    expect(at('Mitra').value).toBe((data[0]!.rel_partner_id as { label: string }).label);

    // html is for reading: money as the list shows it.
    const html = readHtml((await exportOf(`format=html&${query}`, admin, 'contoh-komponen')).body);
    expect(html.rows[0]![html.head.indexOf('Harga')]).toBe(formatRupiah(data[0]!.price as number));
    expect(html.rows[0]![html.head.indexOf('Status')]).toBe(optionLabel('status', data[0]!.status));
  });

  it('labels lookups with one query per lookup field for a whole batch, in every batch', async () => {
    const data = await contoh();
    const settings = t.app.exportSettings;
    const saved = settings.batchSize;
    settings.batchSize = 3;
    try {
      const csv = readCsv(
        (await exportOf('format=csv&order=id&sort=ASC', admin, 'contoh-komponen')).body.slice(1),
      );
      const partner = csv[0]!.indexOf('Mitra');
      expect(csv.slice(1).map((r) => r[partner])).toEqual(
        data.map((r) => (r.rel_partner_id as { label: string }).label),
      );
    } finally {
      settings.batchSize = saved;
    }
    // The database is asked once per lookup field (Mitra, Sponsor, Pendukung), however many rows.
    let queries = 0;
    const counted = t.db.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const { rows } = await sql<Record<string, unknown>>`select * from contoh_komponen order by id`.execute(
      counted,
    );
    expect(rows.length).toBe(data.length);
    queries = 0;
    const columns = exportColumns(contohKomponen, 'id');
    await readableRows({ db: counted, caller: null, lang: 'id' }, columns, 'Asia/Jakarta')(rows);
    expect(queries).toBe(3);
    expect(rows.map((r) => r.partner_id)).toEqual(
      data.map((r) => (r.rel_partner_id as { label: string }).label),
    );
  });

  it("writes times in the caller's own zone unless one is asked for, and refuses a zone it does not know", async () => {
    const bad = await exportOf('format=csv&time_zone=Mars%2FOlympus', admin, 'contoh-komponen');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Zona waktu tidak dikenal: Mars/Olympus');
    const data = await contoh();
    const set = (time_zone: string | null) =>
      t.app.inject({ method: 'PUT', url: '/api/me/preferences', headers: admin, payload: { time_zone } });
    expect((await set('Asia/Makassar')).statusCode).toBe(200);
    try {
      const [head, first] = readCsv(
        (await exportOf('format=csv&order=id&sort=ASC', admin, 'contoh-komponen')).body.slice(1),
      );
      expect(first![head!.indexOf('Waktu Kunjungan (WITA)')]).toBe(wallClockAt(data[0]!.visited_at, 8));
    } finally {
      expect((await set(null)).statusCode).toBe(200);
    }
    const [head, first] = readCsv(
      (await exportOf('format=csv&order=id&sort=ASC', admin, 'contoh-komponen')).body.slice(1),
    );
    expect(first![head!.indexOf('Waktu Kunjungan (WIB)')]).toBe(wallClockAt(data[0]!.visited_at, 7));
  });

  it('reads back the times of a column in the zone its header names', async () => {
    const data = await contoh();
    const res = await exportOf(
      `format=csv&order=id&sort=ASC&time_zone=${encodeURIComponent('Asia/Jayapura')}`,
      admin,
      'contoh-komponen',
    );
    const boundary = '----rimbazone';
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/contoh-komponen/import/preview',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contoh.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        res.rawPayload,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as {
      columns: { header: string; field: string | null }[];
      rows: { line: number; values: Record<string, unknown> }[];
    };
    expect(body.columns).toContainEqual({ header: 'Waktu Kunjungan (WIT)', field: 'visited_at' });
    for (const row of body.rows) {
      const original = data[row.line - 2]!;
      expect(new Date(String(row.values.visited_at)).getTime()).toBe(
        new Date(String(original.visited_at)).getTime(),
      );
      expect(row.values.status).toBe(original.status);
      expect(row.values.species).toEqual(original.species);
      expect(row.values.plantings).toEqual(
        (original.plantings as Record<string, unknown>[]).map((p) =>
          Object.fromEntries(
            Object.entries(p)
              .filter(([, v]) => v !== null)
              .map(([k, v]) => [k, String(v)]),
          ),
        ),
      );
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const resource of resources) {
      const op = doc.paths[`/api/${resource.name}/export`]?.get;
      expect(op, resource.name).toBeTruthy();
      expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
        ['filters', 'format', 'order', 'search', 'sort', 'time_zone'].sort(),
      );
    }
  });
});

describe('export cells and file names', () => {
  it('formats values for people: Jakarta time, Ya/Tidak, plain numbers, guarded text', () => {
    const moment = new Date('2026-01-15T20:30:05.250Z');
    expect(cellText(moment, 'datetime', 'id')).toBe('2026-01-16 03:30:05');
    expect(cellText('2026-01-15T20:30:05Z', 'datetime', 'en')).toBe('2026-01-16 03:30:05');
    expect(cellText(true, 'boolean', 'id')).toBe('Ya');
    expect(cellText(false, 'boolean', 'en')).toBe('No');
    expect(cellText(1_250_000, 'money', 'id')).toBe('1250000');
    expect(cellText(-5, 'number', 'id')).toBe('-5');
    expect(cellText('+62 812', 'text', 'id')).toBe("'+62 812");
    expect(cellText('\t=1+1', 'text', 'id')).toBe("'\t=1+1");
    expect(cellText(null, 'text', 'id')).toBe('');
  });

  it('writes a phone number as it is and guards any other text of a phone field; times in the zone asked', () => {
    expect(cellText('+62 812-5500-1000', 'phone', 'id')).toBe('+62 812-5500-1000');
    expect(cellText('(021) 555 0101', 'phone', 'id')).toBe('(021) 555 0101');
    expect(cellText('=HYPERLINK("x")', 'phone', 'id')).toBe(`'=HYPERLINK("x")`);
    expect(cellText('+1+1+1+1+1+1+1+1+1+1+1', 'phone', 'id')).toBe("'+1+1+1+1+1+1+1+1+1+1+1");
    const moment = '2026-01-15T20:30:05Z';
    expect(cellText(moment, 'datetime', 'id', 'Asia/Jayapura')).toBe('2026-01-16 05:30:05');
    expect(cellText(moment, 'datetime', 'id', 'Asia/Makassar')).toBe('2026-01-16 04:30:05');
    expect(cellText(moment, 'datetime', 'id', 'UTC')).toBe('2026-01-15 20:30:05');
  });

  it('writes a sheet deflated in many pieces that reads back whole, every row in its place', async () => {
    const partners = resources.find((r) => r.name === 'partners')!;
    const sheet = { title: 'Mitra', lang: 'id' as const, columns: exportColumns(partners, 'id') };
    // About 5 MB of sheet XML, deflated in pieces of 1 MB, two at a time.
    const total = 12_000;
    const row = (id: number) => ({
      id,
      company_name: `PT Mitra ${id}`,
      description: `Baris ${id}: ${'menanam pohon bersama petani '.repeat(8)}`,
      website: `https://mitra-${id}.example.id`,
      link_blog: null,
      file_logo: `/uploads/logo-${id}.png`,
      created_at: new Date(Date.UTC(2026, 0, 1) + id * 1000),
      updated_at: new Date(Date.UTC(2026, 0, 1) + id * 1000),
    });
    const read = async function* <T>(encode: (rows: Record<string, unknown>[]) => T) {
      for (let start = 1; start <= total; start += 1000) {
        yield encode(Array.from({ length: 1000 }, (_, i) => row(start + i)));
      }
    };
    const chunks: Buffer[] = [];
    for await (const chunk of writeXlsx(sheet, read)) chunks.push(chunk);
    const [only] = await readXlsx(Buffer.concat(chunks));
    expect(only?.rows).toHaveLength(total + 1);
    const company = sheet.columns.findIndex((c) => c.name === 'company_name');
    for (const id of [1, 2_345, 6_000, 11_111, total]) {
      expect(only?.rows[id]?.[0]).toBe(id);
      expect(only?.rows[id]?.[company]).toBe(`PT Mitra ${id}`);
    }
  });

  it('writes xlsx number, money, date and yes/no cells that a spreadsheet reads as such', async () => {
    // A resource of this test only: no resource of Rimba has these field types yet.
    const donations = defineResource({
      name: 'donations',
      title: { id: 'Donasi', en: 'Donations' },
      menu: { module: 'master', path: '/donations' },
      fields: {
        amount: { type: 'money', label: { id: 'Jumlah', en: 'Amount' } },
        trees: { type: 'number', label: { id: 'Pohon', en: 'Trees' } },
        paid: { type: 'boolean', label: { id: 'Lunas', en: 'Paid' } },
        paid_at: { type: 'datetime', label: { id: 'Dibayar', en: 'Paid at' } },
      },
    });
    const rows = [
      { id: 1, amount: 1_250_000, trees: 10, paid: true, paid_at: new Date('2026-01-15T20:30:05Z') },
      { id: 2, amount: null, trees: null, paid: false, paid_at: null },
    ];
    const sheet = { title: 'Donasi', lang: 'id' as const, columns: exportColumns(donations, 'id') };
    const chunks: Buffer[] = [];
    const read = async function* <T>(encode: (rows: Record<string, unknown>[]) => T) {
      yield encode(rows);
    };
    for await (const chunk of writeXlsx(sheet, read)) chunks.push(chunk);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const ws = workbook.getWorksheet('Sheet1')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'ID', 'Jumlah', 'Pohon', 'Lunas', 'Dibayar (WIB)']);
    expect(ws.getCell('B2').value).toBe(1_250_000);
    expect(ws.getCell('B2').numFmt).toBe('[$Rp-421] #,##0');
    expect(ws.getCell('C2').value).toBe(10);
    expect(ws.getCell('D2').value).toBe('Ya');
    // A date cell in Jakarta time: exceljs reads the serial back as that wall-clock time in UTC.
    expect(ws.getCell('E2').value).toEqual(new Date('2026-01-16T03:30:05Z'));
    expect(ws.getCell('E2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(ws.getCell('B3').value).toBeNull();
    expect(ws.getCell('D3').value).toBe('Tidak');
  });

  it('names the file with the date in Jakarta, and in UTF-8 too when the title is not ASCII', () => {
    expect(fileDate(new Date('2026-12-31T17:30:00Z'))).toBe('01-01-2027');
    expect(fileDate(new Date('2026-03-05T10:00:00Z'))).toBe('05-03-2026');
    expect(contentDisposition('Mitra 05-03-2026.csv')).toBe('attachment; filename="Mitra 05-03-2026.csv"');
    expect(contentDisposition('Pohon Ulin (Kalimantan)™ 05-03-2026.xlsx')).toBe(
      'attachment; filename="Pohon Ulin (Kalimantan)_ 05-03-2026.xlsx"; ' +
        "filename*=UTF-8''Pohon%20Ulin%20%28Kalimantan%29%E2%84%A2%2005-03-2026.xlsx",
    );
    expect(contentDisposition('Kata "kutip".csv')).toBe(
      `attachment; filename="Kata _kutip_.csv"; filename*=UTF-8''Kata%20%22kutip%22.csv`,
    );
  });
});
