import { defineResource, resources } from '@rimba/core';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, fileDate } from '../src/resources/export.js';
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

const fields = ['id', 'company_name', 'description', 'website', 'link_blog', 'file_logo'] as const;
const labelsId = ['ID', 'Nama Perusahaan', 'Deskripsi', 'Situs Web', 'Tautan Blog', 'Logo'];
const labelsEn = ['ID', 'Company Name', 'Description', 'Website', 'Blog Link', 'Logo'];

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
    expect(JSON.parse(String(species))).toBeInstanceOf(Array);

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
    expect(body.rows.filter((r) => Object.keys(r.errors).length > 0)).toEqual([]);
    expect(body.valid).toBe(rows.length);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const resource of resources) {
      const op = doc.paths[`/api/${resource.name}/export`]?.get;
      expect(op, resource.name).toBeTruthy();
      expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
        ['filters', 'format', 'order', 'search', 'sort'].sort(),
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
    expect(ws.getRow(1).values).toEqual([undefined, 'ID', 'Jumlah', 'Pohon', 'Lunas', 'Dibayar']);
    expect(ws.getCell('B2').value).toBe(1_250_000);
    expect(ws.getCell('B2').numFmt).toBe('#,##0');
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
