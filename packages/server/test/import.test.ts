import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiMessage } from '@rimba/core';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/fixtures.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { uploaded, userWithTasks } from './support/uploads.js';

type Headers = Record<string, string>;
type Cell = string | number | Date | null;

/** An .xlsx workbook with a sheet for each list of rows, as exceljs writes it. */
async function xlsx(rows: Cell[][], ...moreSheets: Cell[][][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [i, sheet] of [rows, ...moreSheets].entries())
    workbook.addWorksheet(`Data ${i + 1}`).addRows(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * An .xlsx written by the streaming writer of exceljs through a temporary file, for cells too large to
 * hold twice; its strings shared (one copy per distinct text) or written inline in the sheet.
 */
async function streamedXlsx(rows: Cell[][], useSharedStrings = true): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rimba-import-'));
  try {
    const filename = path.join(dir, 'berkas.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useSharedStrings });
    const sheet = workbook.addWorksheet('Data');
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
    return await readFile(filename);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The archive with every entry declaring `size` unpacked bytes in its central directory and local
 * header, as a forged file would: only counting while inflating finds the truth.
 */
function declaringSizes(zip: Buffer, size: number): Buffer {
  const forged = Buffer.from(zip);
  const end = forged.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = forged.readUInt32LE(end + 16);
  for (let i = forged.readUInt16LE(end + 10); i > 0; i--) {
    forged.writeUInt32LE(size, at + 24);
    const local = forged.readUInt32LE(at + 42);
    if (forged.readUInt32LE(local + 22) !== 0) forged.writeUInt32LE(size, local + 22);
    at += 46 + forged.readUInt16LE(at + 28) + forged.readUInt16LE(at + 30) + forged.readUInt16LE(at + 32);
  }
  return forged;
}

const mb = 1024 * 1024;
let cellBomb: Promise<Buffer> | undefined;
/** One 50 MB cell of text, which packs into a few hundred kilobytes; built once for the file. */
const fiftyMbCell = () => {
  cellBomb ??= streamedXlsx([['Nama Perusahaan'], ['x'.repeat(50 * mb)]]);
  return cellBomb;
};

/** Temporary files exceljs has in this process now (it names them tmp-{pid}-…). */
const temporaryFiles = async () =>
  (await readdir(tmpdir())).filter((f) => f.startsWith(`tmp-${process.pid}-`));

/**
 * A check of the temporary files an import leaves behind: those there then that are not there now.
 * Another test file that ran earlier in the same worker may still be removing its own.
 */
async function leftovers(): Promise<() => Promise<string[]>> {
  const before = new Set(await temporaryFiles());
  return async () => (await temporaryFiles()).filter((f) => !before.has(f));
}

function multipart(filename: string, content: Buffer | string) {
  const boundary = '----rimbaimport';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Preview {
  columns: { header: string; field: string | null }[];
  missing: string[];
  rows: { line: number; values: Record<string, unknown>; errors: Record<string, string[]> }[];
  total: number;
  valid: number;
  invalid: number;
}

const partnerHeader = ['Nama Perusahaan', 'Situs Web', 'Logo'];
/** A logo the importing admin uploaded, for the rows of the sheets. */
let logo: string;

describe.each(testDatabases)('spreadsheet import on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let viewer: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    viewer = await login(t.app, 'viewer');
    logo = await uploaded(t.app, admin, 'partners.file_logo', solidPng(4, 4, [20, 120, 40]));
  });
  afterAll(() => t.close());

  const send = (url: string, filename: string, content: Buffer | string, headers: Headers = admin) => {
    const body = multipart(filename, content);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const preview = (resource: string, filename: string, content: Buffer | string, headers?: Headers) =>
    send(`/api/${resource}/import/preview`, filename, content, headers);
  const importing = (resource: string, filename: string, content: Buffer | string, headers?: Headers) =>
    send(`/api/${resource}/import`, filename, content, headers);
  const totalOf = async (resource: string, search = '') => {
    const res = await t.app.inject({
      url: `/api/${resource}/list?search=${encodeURIComponent(search)}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().total as number;
  };
  /** The trigger-kept count next to a real count of the table. */
  const counts = async (table: string) => {
    const kept = await t.db
      .selectFrom('row_counts')
      .select('n')
      .where('table_name', '=', table)
      .executeTakeFirstOrThrow();
    const real = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db);
    return { kept: Number(kept.n), real: real.rows[0]!.n };
  };

  const badPartners = () =>
    xlsx([
      partnerHeader,
      ['PT Impor Satu', 'https://satu.example', logo],
      [null, 'bukan url', logo],
      ['PT Impor Tiga', null, logo],
    ]);

  it("previews every row with the create call's own messages, in Indonesian, and writes nothing", async () => {
    const before = await totalOf('partners');
    const res = await preview('partners', 'mitra.xlsx', await badPartners());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Preview;
    expect(body).toMatchObject({ total: 3, valid: 2, invalid: 1, missing: [] });
    expect(body.columns).toEqual([
      { header: 'Nama Perusahaan', field: 'company_name' },
      { header: 'Situs Web', field: 'website' },
      { header: 'Logo', field: 'file_logo' },
    ]);
    expect(body.rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(body.rows[0]).toEqual({
      line: 2,
      values: { company_name: 'PT Impor Satu', website: 'https://satu.example', file_logo: logo },
      errors: {},
    });
    const bad = body.rows[1]!;
    expect(bad.errors).toEqual({
      company_name: ['Nama Perusahaan harus diisi'],
      website: ['Situs Web harus berupa URL yang benar'],
    });
    // Word for word what the create call answers for the same values.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/partners/create',
      headers: admin,
      payload: bad.values,
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual(bad.errors);
    expect(await totalOf('partners')).toBe(before);
  });

  it('previews in English with Accept-Language: en', async () => {
    const res = await preview('partners', 'partners.xlsx', await badPartners(), {
      ...admin,
      'accept-language': 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Preview).rows[1]!.errors).toEqual({
      company_name: ['Company Name is required'],
      website: ['Website must be a valid URL'],
    });
  });

  it('refuses to import a file with a bad row: 422 with the same row errors, nothing written', async () => {
    const before = await totalOf('partners');
    const res = await importing('partners', 'mitra.xlsx', await badPartners());
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as Preview & { message: string };
    expect(body.message).toBe('Ada 1 baris yang tidak valid; tidak ada data yang disimpan');
    expect(body).toMatchObject({ total: 3, valid: 2, invalid: 1 });
    expect(body.rows.find((r) => r.line === 3)!.errors.company_name).toEqual(['Nama Perusahaan harus diisi']);
    expect(await totalOf('partners')).toBe(before);
    expect(await totalOf('partners', 'PT Impor Satu')).toBe(0);
  });

  it('imports every row of a good file in one go; the kept row count follows', async () => {
    const before = await totalOf('partners');
    const rows = Array.from({ length: 25 }, (_, i) => [
      `PT Hutan Impor ${i + 1}`,
      `https://hutan${i + 1}.example`,
      logo,
    ]);
    const res = await importing('partners', 'mitra.xlsx', await xlsx([partnerHeader, ...rows]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '25 data Mitra berhasil diimpor', inserted: 25 });
    expect(await totalOf('partners')).toBe(before + 25);
    expect(await totalOf('partners', 'Hutan Impor')).toBe(25);
    const found = await t.app.inject({
      url: '/api/partners/list?search=PT%20Hutan%20Impor%207',
      headers: admin,
    });
    expect(found.json().data[0]).toMatchObject({
      company_name: 'PT Hutan Impor 7',
      website: 'https://hutan7.example',
      file_logo: logo,
    });
    const { kept, real } = await counts('partners');
    expect(kept).toBe(real);
    const upload = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('url', '=', logo)
      .executeTakeFirstOrThrow();
    expect(upload).toMatchObject({ resource: 'partners', field: 'file_logo' });
    expect(upload.attached_at).not.toBeNull();
  });

  it('checks the files a sheet names as the create call does: uploaded here, by the importer', async () => {
    const file = await xlsx([
      partnerHeader,
      ['PT Logo Luar', null, 'https://elsewhere.example/logo.png'],
      ['PT Logo Sendiri', null, logo],
    ]);
    const res = await importing('partners', 'logo.xlsx', file);
    expect(res.statusCode).toBe(422);
    const body = res.json() as Preview;
    expect(body).toMatchObject({ valid: 1, invalid: 1 });
    expect(body.rows[0]!.errors).toEqual({
      file_logo: ['Logo harus berupa berkas yang diunggah ke server ini'],
    });
    const editor = await userWithTasks(t, admin, 'pengimpor', ['partners.create', 'partners.read']);
    const theirs = await preview(
      'partners',
      'logo.xlsx',
      await xlsx([partnerHeader, ['PT Logo Admin', null, logo]]),
      editor,
    );
    expect((theirs.json() as Preview).rows[0]!.errors).toEqual({
      file_logo: ['Logo: berkas ini diunggah oleh pengguna lain'],
    });
  });

  it('matches headers by field name or label in either language, whatever the case and spacing', async () => {
    const file = await xlsx([
      ['  company NAME ', 'SITUS WEB', 'file_logo', 'Catatan', 'tautan blog', 'Situs Web'],
      ['PT Kolom', 'https://kolom.example', logo, 'diabaikan', 'https://blog.example', 'https://dua.example'],
    ]);
    const res = await preview('partners', 'kolom.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Preview;
    expect(body.columns).toEqual([
      { header: 'company NAME', field: 'company_name' },
      { header: 'SITUS WEB', field: 'website' },
      { header: 'file_logo', field: 'file_logo' },
      { header: 'Catatan', field: null },
      { header: 'tautan blog', field: 'link_blog' },
      { header: 'Situs Web', field: null },
    ]);
    expect(body.missing).toEqual([]);
    expect(body.rows[0]!.values).toEqual({
      company_name: 'PT Kolom',
      website: 'https://kolom.example',
      file_logo: logo,
      link_blog: 'https://blog.example',
    });
    expect(body.rows[0]!.errors).toEqual({});
  });

  it('reports a required field without a column, and every row fails it', async () => {
    const res = await preview(
      'partners',
      'tanpa-logo.csv',
      'Company Name,Website\nPT A,\nPT B,https://b.example\n',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Preview;
    expect(body.missing).toEqual(['file_logo']);
    expect(body).toMatchObject({ total: 2, valid: 0, invalid: 2 });
    for (const row of body.rows) expect(row.errors).toEqual({ file_logo: ['Logo harus diisi'] });
  });

  it('reads a semicolon csv with a BOM and quoted separators, skips blank rows, and imports it', async () => {
    const before = await totalOf('faq');
    const csv =
      '\uFEFFPertanyaan;Jawaban\r\n' +
      '"Apa itu; Rimba?";"Yayasan penanaman pohon, sejak 2010"\r\n' +
      ';\r\n' +
      '\r\n' +
      'Di mana pohon ditanam?;"Di Jawa ""Tengah"" dan Kalimantan"\r\n';
    const res = await preview('faq', 'faq.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Preview;
    expect(body.columns).toEqual([
      { header: 'Pertanyaan', field: 'question' },
      { header: 'Jawaban', field: 'answer' },
    ]);
    expect(body.rows).toEqual([
      {
        line: 2,
        values: { question: 'Apa itu; Rimba?', answer: 'Yayasan penanaman pohon, sejak 2010' },
        errors: {},
      },
      {
        line: 5,
        values: { question: 'Di mana pohon ditanam?', answer: 'Di Jawa "Tengah" dan Kalimantan' },
        errors: {},
      },
    ]);
    const done = await importing('faq', 'faq.csv', csv);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: '2 data FAQ berhasil diimpor', inserted: 2 });
    expect(await totalOf('faq')).toBe(before + 2);
    expect(await totalOf('faq', 'Apa itu; Rimba')).toBe(1);
  });

  it('reads a comma csv without a BOM, and turns xlsx numbers and dates into text for text fields', async () => {
    const csv = await preview('faq', 'faq.csv', 'question,answer\nSatu,"Dua, tiga"\n');
    expect((csv.json() as Preview).rows[0]!.values).toEqual({ question: 'Satu', answer: 'Dua, tiga' });
    const file = await xlsx([
      ['Question', 'Answer'],
      [2026, new Date(Date.UTC(2026, 0, 15))],
    ]);
    const res = await preview('faq', 'faq.xlsx', file);
    expect((res.json() as Preview).rows[0]).toEqual({
      line: 2,
      values: { question: '2026', answer: '2026-01-15' },
      errors: {},
    });
  });

  it('reads the first sheet of a workbook only', async () => {
    const leftBehind = await leftovers();
    const file = await xlsx(
      [
        ['Pertanyaan', 'Jawaban'],
        ['Lembar pertama?', 'Ya'],
      ],
      [
        ['Pertanyaan', 'Jawaban'],
        ['Lembar kedua?', 'Tidak'],
        ['Lagi?', 'Tidak'],
      ],
    );
    const res = await preview('faq', 'dua-lembar.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Preview).rows).toEqual([
      { line: 2, values: { question: 'Lembar pertama?', answer: 'Ya' }, errors: {} },
    ]);
    await expect.poll(leftBehind).toEqual([]);
  });

  it('refuses a file that is not a spreadsheet, whatever its name', async () => {
    for (const [name, content] of [
      ['mitra.xlsx', solidPng(2, 2, [1, 2, 3])],
      ['mitra.csv', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x50, 0x4b])],
    ] as const) {
      const res = await preview('partners', name, content);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toBe('Berkas harus berupa spreadsheet .xlsx atau .csv');
    }
    const broken = (await badPartners()).subarray(0, 400);
    const res = await preview('partners', 'rusak.xlsx', broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(apiMessage('importUnreadable', 'id'));
  });

  it('refuses a 50 MB cell packed in a small xlsx with a 413 naming the bound, and answers the next call', async () => {
    const bomb = await fiftyMbCell();
    expect(bomb.length).toBeLessThan(300 * 1024);
    const res = await preview('partners', 'bom.xlsx', bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'Teks bersama (shared strings) berkas .xlsx lebih dari 40 MB setelah dibuka',
    );
    // Declared sizes can lie: the bytes are counted as they are inflated, and the cell is cut short.
    const forged = await preview('partners', 'bom.xlsx', declaringSizes(bomb, 100), {
      ...admin,
      'accept-language': 'en',
    });
    expect(forged.statusCode).toBe(413);
    expect(forged.json().message).toBe('A cell holds more than 32767 characters');
    const after = await preview('partners', 'mitra.xlsx', await badPartners());
    expect(after.statusCode).toBe(200);
    expect((after.json() as Preview).total).toBe(3);
  });

  it('refuses a file with more rows than IMPORT_MAX_ROWS (10,000 by default)', async () => {
    const lines = ['question,answer', ...Array.from({ length: 10_001 }, (_, i) => `Q${i},A${i}`)];
    const res = await preview('faq', 'besar.csv', lines.join('\n'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Berkas berisi lebih dari 10000 baris data');
  });

  it('imports 10,000 rows of a 2 MB file; a preview lists 1,000 rows, those with errors first', async () => {
    const before = await totalOf('faq');
    const answer = 'Jawaban panjang tentang penanaman pohon di hutan tropis Indonesia. '.repeat(3);
    const rows = Array.from({ length: 10_000 }, (_, i) => `Pertanyaan massal ${i},${answer}`);
    const good = ['Pertanyaan,Jawaban', ...rows].join('\n');
    expect(good.length).toBeGreaterThan(2 * 1024 * 1024);
    const withBad = ['Pertanyaan,Jawaban', ...rows.slice(0, 9_997), ',a', 'b,', ',c'].join('\n');
    const checked = await preview('faq', 'massal.csv', withBad);
    expect(checked.statusCode, checked.body).toBe(200);
    const body = checked.json() as Preview;
    expect(body).toMatchObject({ total: 10_000, valid: 9_997, invalid: 3 });
    expect(body.rows).toHaveLength(1000);
    expect(body.rows.slice(-3).map((r) => r.line)).toEqual([9_999, 10_000, 10_001]);
    expect(body.rows.slice(-3).every((r) => Object.keys(r.errors).length === 1)).toBe(true);

    const res = await importing('faq', 'massal.csv', good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().inserted).toBe(10_000);
    expect(await totalOf('faq')).toBe(before + 10_000);
    expect(await totalOf('faq', 'Pertanyaan massal 9999')).toBe(1);
    const { kept, real } = await counts('faqs');
    expect(kept).toBe(real);
  });

  it('refuses to import a file with no data rows', async () => {
    const res = await importing('faq', 'kosong.csv', 'Pertanyaan,Jawaban\n\n');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Berkas tidak berisi baris data', total: 0 });
  });

  it('needs a login and the create permission: 401, 403 (the viewer may only read)', async () => {
    const file = await badPartners();
    for (const url of ['/api/partners/import/preview', '/api/partners/import']) {
      expect((await send(url, 'a.xlsx', file, {})).statusCode).toBe(401);
      const refused = await send(url, 'a.xlsx', file, viewer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('partners.create');
    }
  });

  it('answers a JSON 404 for a resource that does not import, and 400 without the file field', async () => {
    const res = await preview('banner', 'banner.csv', 'Judul\nA\n');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(expect.any(String));
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/faq/import/preview',
      payload: multipart('faq.csv', 'a').payload.toString().replace('name="file"', 'name="berkas"'),
      headers: { ...multipart('faq.csv', 'a').headers, ...admin },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(apiMessage('uploadMissing', 'id'));
  });

  it('describes both calls in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/partners/import/preview', '/api/partners/import']));
    expect(paths).not.toContain('/api/banner/import');
  });

  it('reads lists, periods and places from their cells, checks lookups and writes as create does', async () => {
    const partnerId = (await t.app.inject({ url: '/api/partners/list?limit=1', headers: admin })).json()
      .data[0].id;
    const header = [
      'Nama',
      'Tanggal Tanam',
      'Status',
      'Jenis Pohon',
      'Masa Kampanye',
      'Lokasi',
      'Mitra',
      'Cerita',
    ];
    const good = [
      'Kebun Impor',
      '2026-04-01',
      'active',
      'mahoni; jati',
      '2026-04-01 – 2026-04-30',
      '{"lat": -7.1, "lng": 110.4}',
      partnerId,
      '<p>Ok<script>x()</script></p>',
    ];
    // A species that is no option is kept (the field allows adding); a status that is none is not.
    const bad = ['Kebun Salah', '2026-04-01', 'lost', 'pinus', '2026-04-30 – 2026-04-01', '', 999999, ''];
    const refused = await preview('contoh-komponen', 'kebun.xlsx', await xlsx([header, good, bad]));
    expect(refused.statusCode, refused.body).toBe(200);
    const body = refused.json() as Preview;
    expect(body).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    expect(body.rows.find((r) => r.line === 3)?.errors).toEqual({
      status: ['Status harus berupa nilai yang sah'],
      campaign_dates: ['Masa Kampanye harus berupa tanggal yang benar'],
    });
    // Rows whose own values pass are then checked against the rows they look up.
    const lookup = await preview(
      'contoh-komponen',
      'kebun.xlsx',
      await xlsx([header, good, [...good.slice(0, 6), 999999]]),
    );
    expect((lookup.json() as Preview).rows.find((r) => r.line === 3)?.errors).toEqual({
      partner_id: ['Mitra tidak ditemukan'],
    });

    const done = await importing('contoh-komponen', 'kebun.xlsx', await xlsx([header, good]));
    expect(done.statusCode, done.body).toBe(200);
    const list = await t.app.inject({
      url: '/api/contoh-komponen/list?search=Kebun%20Impor',
      headers: admin,
    });
    expect(list.json().data[0]).toMatchObject({
      species: ['mahoni', 'jati'],
      campaign_dates: ['2026-04-01', '2026-04-30'],
      location: { lat: -7.1, lng: 110.4 },
      partner_id: partnerId,
      story: '<p>Ok</p>',
    });
  });
});

describe('spreadsheet import limits from the configuration', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp('pglite', { IMPORT_MAX_MB: '1', IMPORT_MAX_ROWS: '3' });
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('refuses a file over IMPORT_MAX_MB with 413 and one over IMPORT_MAX_ROWS with 413', async () => {
    const big = multipart('besar.csv', `Pertanyaan,Jawaban\nA,${'x'.repeat(1024 * 1024)}\n`);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/faq/import/preview',
      payload: big.payload,
      headers: { ...big.headers, ...admin },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('File terlalu besar');
    const rows = multipart('baris.csv', 'Pertanyaan,Jawaban\nA,1\nB,2\nC,3\nD,4\n');
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/faq/import',
      payload: rows.payload,
      headers: { ...rows.headers, ...admin },
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('Berkas berisi lebih dari 3 baris data');
  });

  const previewFile = (filename: string, content: Buffer | string) => {
    const file = multipart(filename, content);
    return t.app.inject({
      method: 'POST',
      url: '/api/faq/import/preview',
      payload: file.payload,
      headers: { ...file.headers, ...admin },
    });
  };

  it('refuses an xlsx whose shared strings unpack past 4 × IMPORT_MAX_MB, declared or not', async () => {
    const texts = Array.from({ length: 1500 }, (_, i) => `${i} ${'x'.repeat(3000)}`);
    const file = await streamedXlsx([['Pertanyaan', 'Jawaban'], texts]);
    for (const sent of [file, declaringSizes(file, 100)]) {
      const res = await previewFile('teks.xlsx', sent);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        'Teks bersama (shared strings) berkas .xlsx lebih dari 4 MB setelah dibuka',
      );
    }
  });

  it('refuses an xlsx that unpacks past 10 × IMPORT_MAX_MB, declared or not', async () => {
    const texts = Array.from({ length: 4000 }, (_, i) => `${i} ${'x'.repeat(3000)}`);
    const file = await streamedXlsx([['Pertanyaan', 'Jawaban'], texts], false);
    for (const sent of [file, declaringSizes(file, 100)]) {
      const res = await previewFile('besar.xlsx', sent);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Berkas .xlsx lebih dari 10 MB setelah dibuka');
    }
  });

  it('refuses one text repeated past 4 × IMPORT_MAX_MB in the cells of an xlsx', async () => {
    const row = Array.from({ length: 100 }, () => 'x'.repeat(30_000));
    const file = await streamedXlsx([['Pertanyaan', 'Jawaban'], row, row, row]);
    expect(file.length).toBeLessThan(100 * 1024);
    const res = await previewFile('ulang.xlsx', file);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Sel-sel berkas berisi lebih dari 4 MB teks');
  });

  it('refuses a cell longer than 32,767 characters, as Excel does, in a csv and an xlsx', async () => {
    const long = 'y'.repeat(40_000);
    const csv = await previewFile('panjang.csv', `Pertanyaan,Jawaban\nA,${long}\n`);
    expect(csv.statusCode).toBe(413);
    expect(csv.json().message).toBe('Sel di baris 2 berisi lebih dari 32767 karakter');
    const xlsxFile = await previewFile(
      'panjang.xlsx',
      await xlsx([
        ['Pertanyaan', 'Jawaban'],
        ['A', long],
      ]),
    );
    expect(xlsxFile.statusCode).toBe(413);
    expect(xlsxFile.json().message).toBe('Sel di baris 2 berisi lebih dari 32767 karakter');
  });

  it('refuses an xlsx over IMPORT_MAX_ROWS and leaves no temporary file behind', async () => {
    const leftBehind = await leftovers();
    const rows = Array.from({ length: 4 }, (_, i) => [`Q${i}`, `A${i}`]);
    const file = multipart('baris.xlsx', await xlsx([['Pertanyaan', 'Jawaban'], ...rows], [['x'], ['y']]));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/faq/import/preview',
      payload: file.payload,
      headers: { ...file.headers, ...admin },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Berkas berisi lebih dari 3 baris data');
    await expect.poll(leftBehind).toEqual([]);
  });
});
