import { type FieldType, filterOperators, type Resource, resources, systemFields } from '@rimba/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyKey } from '../src/public/write.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { billing, methodIds, productWith } from './support/shop.js';

/**
 * Property-based fuzzing of the resource API as the super user: every resource, every route, hostile
 * queries, ids and bodies. No answer may be a 5xx, every refusal says why in a JSON `message`, and a
 * refused write changes no row. FUZZ_RUNS sets the runs per property (a longer local run: FUZZ_RUNS=500),
 * FUZZ_SEED the seed.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 25);
const seed = Number(process.env.FUZZ_SEED ?? 20_260_501);
const settings = { seed, numRuns: runs, endOnFailure: true } as const;

// ---- hostile values -------------------------------------------------------------------------------

/** Text with every UTF-16 unit, unpaired surrogates and NUL included. */
const anyUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});
const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\ud83d\ude00',
  '%',
  '_',
  '\\',
  "'; drop table partners; --",
  ' ',
  '',
  'x'.repeat(5000),
  '\u202e',
  'null',
  'true',
  '[]',
  '{}',
);
const hostileText = fc.oneof(anyUnits, nastyText, fc.string({ unit: 'binary', maxLength: 300 }));

/** How numbers are written in a query or a path, well or badly. */
const numberText = fc.oneof(
  fc.constantFrom(
    'Infinity',
    '-Infinity',
    'NaN',
    '1e309',
    '-1e309',
    '1e3',
    '0x10',
    ' 2',
    '2 ',
    '+1',
    '1_000',
    '١',
    '99999999999999999999',
    '9007199254740993',
    '9223372036854775808',
    '-1',
    '0',
    '1.5',
    '',
    '%00',
    '1%00',
  ),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

const hostileNumber = fc.constantFrom(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e300,
  -1e300,
  5e-324,
  1.5,
  -0,
  0,
  -1,
);
const hostileDate = fc.constantFrom(
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '300000-01-01',
  '+300000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  'infinity',
  '-infinity',
  'epoch',
  '2024-02-30',
  '2024-13-01',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-14:00',
  '24:00',
  '2024-W54',
);

const scalar = fc.oneof(
  hostileText,
  hostileNumber,
  hostileDate,
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
);
/** Any JSON, the hostile values above at its leaves; deep, long or wide now and then. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, scalar, { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Array.from({ length: 1500 }, (_, i) => i),
      Array.from({ length: 501 }, () => 'x'),
      JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) as unknown,
      Object.fromEntries(Array.from({ length: 1200 }, (_, i) => [`k${i}`, i])),
      [{ lat: 1, lng: 2, note: { deep: ['x'] } }],
    ),
  },
);

/** A value each field type would take: fuzzing past the first check needs some that pass it. */
const plausible: { [K in FieldType]: unknown } = {
  text: 'Teks uji',
  email: 'uji@contoh.id',
  url: 'https://contoh.id',
  tel: '+62 812 3456',
  color: '#12ab34',
  hidden: 'kode',
  password: 'rahasia-uji-1',
  textarea: 'Catatan',
  richtext: '<p>Cerita</p>',
  number: 5,
  decimal: 1.5,
  money: 10_000,
  boolean: true,
  date: '2024-05-01',
  datetime: '2024-05-01T08:00:00+07:00',
  time: '08:30',
  year: 2024,
  month: '2024-05',
  week: '2024-W18',
  'date-range': ['2024-05-01', '2024-06-01'],
  'datetime-range': ['2024-05-01T08:00:00Z', '2024-05-01T10:00:00Z'],
  'time-range': ['08:00', '10:00'],
  'year-range': [2020, 2024],
  'month-range': ['2024-01', '2024-05'],
  'week-range': ['2024-W01', '2024-W05'],
  map: { lat: -6.2, lng: 106.8, address: 'Jakarta' },
  polygon: {
    type: 'Polygon',
    coordinates: [
      [
        [106.8, -6.2],
        [106.81, -6.2],
        [106.81, -6.21],
        [106.8, -6.2],
      ],
    ],
  },
  image: '/uploads/a.png',
  file: '/uploads/a.pdf',
  images: ['/uploads/a.png'],
  videos: ['/uploads/a.mp4'],
  select: 'draft',
  radio: '1',
  'select-multiple': ['jati'],
  checkbox: ['planting'],
  lookup: 1,
  'lookup-radio': 1,
  'lookup-checkbox': [1, 2],
  slave: [{ species: 'jati', count: 3, planted_on: '2024-05-01' }],
  checklist: { '1.1': { answer: 'conform' } },
  'checklist-template': {
    scale: [{ value: 'conform', label: { id: 'Sesuai', en: 'Conform' }, points: 1, finding: false }],
    elements: [
      {
        code: '1',
        title: { id: 'A', en: 'A' },
        criteria: [{ code: '1.1', text: { id: 'A', en: 'A' }, weight: 1 }],
      },
    ],
    bands: [{ value: 'baik', label: { id: 'Baik', en: 'Good' }, min: 0 }],
    passMin: 60,
  },
};

const hostileIds = fc.constantFrom<unknown>(
  true,
  false,
  [2],
  [1, 2],
  '1',
  '2',
  1.5,
  2 ** 63,
  2 ** 53,
  -1,
  0,
  null,
  {},
  { id: 1 },
  '',
  'abc',
  1e308,
  -(2 ** 63),
);

// ---- the resource's own names -------------------------------------------------------------------

const fieldNames = (resource: Resource) => [
  ...resource.fields.map((f) => f.name),
  ...systemFields.map((s) => s.name),
];

const junkKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'id', 'created_at', 'password', 'x\u0000', '\ud800', ''),
  fc.string({ maxLength: 12 }),
);

function filtersOf(resource: Resource): fc.Arbitrary<string> {
  const field = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames(resource)) }, junkKey);
  const operator = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...filterOperators) }, junkKey);
  const plausibleOf = (name: string): unknown => {
    const type = resource.fieldsByName.get(name)?.type;
    return type ? plausible[type] : 1;
  };
  const condition = fc.oneof(
    hostileJson,
    fc.dictionary(operator, hostileJson, { maxKeys: 3 }),
    fc
      .tuple(fc.constantFrom(...fieldNames(resource)), fc.constantFrom(...filterOperators))
      .map(([name, op]) => ({ [op]: op === 'in' || op === 'nin' ? [plausibleOf(name)] : plausibleOf(name) })),
  );
  return fc.oneof(
    { weight: 5, arbitrary: fc.dictionary(field, condition, { maxKeys: 3 }).map((f) => JSON.stringify(f)) },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: hostileJson.map((v) => JSON.stringify(v) ?? '') },
  );
}

function listQueryOf(resource: Resource): fc.Arbitrary<string> {
  const sortable = [...resource.fields.filter((f) => f.sortable).map((f) => f.name), 'id'];
  const param = fc.oneof(
    fc.tuple(fc.constantFrom('page', 'limit', 'offset'), numberText),
    fc.tuple(fc.constant('search'), hostileText),
    fc.tuple(fc.constant('filters'), filtersOf(resource)),
    fc.tuple(
      fc.constant('order'),
      fc.oneof(fc.constantFrom(...fieldNames(resource), ...sortable), hostileText),
    ),
    fc.tuple(fc.constant('sort'), fc.oneof(fc.constantFrom('ASC', 'desc', 'Asc', 'UP'), hostileText)),
    fc.tuple(junkKey, hostileText),
  );
  return fc.array(param, { maxLength: 5 }).map((params) => {
    const query = new URLSearchParams();
    for (const [name, value] of params) query.append(name, value);
    return query.toString();
  });
}

function bodyOf(resource: Resource): fc.Arbitrary<Record<string, unknown>> {
  const value = (type: FieldType) =>
    fc.oneof({ weight: 2, arbitrary: fc.constant(plausible[type]) }, { weight: 3, arbitrary: hostileJson });
  const fields = Object.fromEntries(resource.fields.map((f) => [f.name, value(f.type)]));
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(junkKey, hostileJson, { maxKeys: 2 }))
    .map(([known, junk]) => ({ ...junk, ...known }));
}

/** A spreadsheet of a resource's import: its real headers (and junk), hostile cells. */
function csvOf(resource: Resource): fc.Arbitrary<string> {
  const headers = resource.fields.filter((f) => f.form).map((f) => f.name);
  const cell = fc.oneof(
    fc.constantFrom(...Object.values(plausible).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))),
    hostileText,
    numberText,
    hostileDate,
  );
  const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
  return fc
    .tuple(
      fc.shuffledSubarray([...headers, 'junk', 'x\u0000'], { minLength: 1 }),
      fc.array(fc.array(cell, { minLength: 1, maxLength: headers.length + 2 }), { maxLength: 4 }),
    )
    .map(([head, rows]) => [head, ...rows].map((row) => row.map(quoted).join(',')).join('\r\n'));
}

function multipart(filename: string, content: string | Buffer) {
  const boundary = '----rimbafuzz';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Text as a URL path segment or query value. An unpaired surrogate has no UTF-8 form, so it goes as the
 * bytes a careless encoder would write for it (an invalid UTF-8 sequence).
 */
const urlText = (text: string) =>
  Array.from(text)
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length > 1 || c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

const languages = fc.constantFrom('id', 'en', 'en-US,en;q=0.9', 'fr', '', 'x\u00ff;q=abc');
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// ---- the run ------------------------------------------------------------------------------------

describe.each(testDatabases)('hostile input to the API on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let ownId: number;
  const answers = new Map<string, number>();
  let sent = 0;
  const publicAnswers = new Map<string, number>();
  let publicSent = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    ownId = (await t.app.inject({ url: '/api/me', headers: admin })).json().data.user.id;
  });
  afterAll(async () => {
    const counts = [...answers.entries()].sort().map(([status, n]) => `${status}: ${n}`);
    console.log(`fuzz on ${kind} (seed ${seed}, ${runs} runs each): ${sent} requests; ${counts.join(', ')}`);
    const publicCounts = [...publicAnswers.entries()].sort().map(([status, n]) => `${status}: ${n}`);
    console.log(`  of them public writes: ${publicSent} requests; ${publicCounts.join(', ')}`);
    await t?.close();
  });

  /**
   * Sends one request and checks what every answer must be: no 5xx; a refusal is JSON with a message; a
   * success is JSON unless it is a file (an export).
   */
  async function send(
    method: Method,
    url: string,
    payload?: unknown,
    options: { headers?: Record<string, string>; raw?: Buffer; address?: string } = {},
  ) {
    const res = await t.app.inject({
      method,
      url,
      ...(options.address && { remoteAddress: options.address }),
      headers: { ...admin, 'content-type': 'application/json', ...options.headers },
      ...(options.raw
        ? { payload: options.raw }
        : payload !== undefined && { payload: JSON.stringify(payload) ?? 'null' }),
    });
    sent++;
    const group = `${String(res.statusCode)[0]}xx`;
    answers.set(group, (answers.get(group) ?? 0) + 1);
    if (url.startsWith('/api/public/') && method !== 'GET') {
      publicSent++;
      publicAnswers.set(group, (publicAnswers.get(group) ?? 0) + 1);
    }
    const what = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 500)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, what).toBeLessThan(500);
    const json = String(res.headers['content-type']).startsWith('application/json');
    if (res.statusCode >= 400 || json) {
      expect(json, what).toBe(true);
      const body = res.json();
      if (res.statusCode >= 400) expect(typeof body.message, what).toBe('string');
    }
    return res;
  }

  /** A cheap fingerprint of a table: its row count and the md5 of its rows in order. */
  async function fingerprint(table: string): Promise<string> {
    const { rows } = await sql<{ n: number; h: string }>`
      select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
      from ${sql.table(table)} t`.execute(t.db);
    return `${rows[0]!.n}:${rows[0]!.h}`;
  }

  /** Sends a write and checks that a refused one left the table as it was. */
  async function write(table: string, method: Method, url: string, payload: unknown, raw?: Buffer) {
    const before = await fingerprint(table);
    const res = await send(method, url, payload, raw ? { raw, headers: {} } : {});
    if (res.statusCode >= 400) expect(await fingerprint(table), `${method} ${url}`).toBe(before);
    return res;
  }

  async function idsOf(resource: Resource): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      select id from ${sql.table(resource.table)} order by id limit 20`.execute(t.db);
    // The caller's own account stays as it is, so the session lasts the whole run.
    return rows.map((r) => Number(r.id)).filter((id) => resource.table !== 'users' || id !== ownId);
  }

  for (const resource of resources) {
    const base = `/api/${resource.name}`;

    it(`${resource.name}: list and dataset`, async () => {
      await fc.assert(
        fc.asyncProperty(listQueryOf(resource), fc.boolean(), languages, async (query, dataset, lang) => {
          await send('GET', `${base}/${dataset ? 'dataset' : 'list'}?${query}`, undefined, {
            headers: { 'accept-language': lang },
          });
        }),
        settings,
      );
    });

    it(`${resource.name}: show`, async () => {
      const ids = await idsOf(resource);
      const segment = fc.oneof(numberText.map(urlText), fc.constantFrom(...ids.map(String), '1'));
      await fc.assert(
        fc.asyncProperty(segment, async (id) => {
          await send('GET', `${base}/${id}/show`);
        }),
        settings,
      );
    });

    it(`${resource.name}: create`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyOf(resource), async (body) => {
          await write(resource.table, 'POST', `${base}/create`, body);
        }),
        settings,
      );
    });

    it(`${resource.name}: update`, async () => {
      const ids = await idsOf(resource);
      const id = fc.oneof(hostileIds, fc.constantFrom<unknown>(...ids, 9_007_199_254_740_991));
      await fc.assert(
        fc.asyncProperty(bodyOf(resource), id, async (body, target) => {
          await write(resource.table, 'PUT', `${base}/update`, { ...body, id: target });
        }),
        settings,
      );
    });

    if (resource.sync)
      it(`${resource.name}: sync from a device`, async () => {
        const clientId = fc.oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: hostileText });
        const baseVersion = fc.oneof(fc.constant(null), hostileIds);
        await fc.assert(
          fc.asyncProperty(
            bodyOf(resource),
            clientId,
            baseVersion,
            fc.anything(),
            async (data, id, from, submit) => {
              const url = `${base}/sync/${urlText(id)}`;
              await write(resource.table, 'PUT', url, { base_version: from, data, submit });
            },
          ),
          settings,
        );
      });

    it(`${resource.name}: delete with ids that are none`, async () => {
      const body = fc.oneof(
        { weight: 4, arbitrary: hostileIds.map((id) => ({ data: { id } })) },
        {
          weight: 1,
          arbitrary: fc.constantFrom<unknown>({}, { data: null }, [], 'x', 1, null, { data: [] }),
        },
      );
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await write(resource.table, 'DELETE', `${base}/delete`, payload);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        }),
        settings,
      );
    });

    it(`${resource.name}: export`, async () => {
      const format = fc.oneof(fc.constantFrom('csv', 'html', 'xlsx'), hostileText);
      await fc.assert(
        fc.asyncProperty(listQueryOf(resource), format, async (query, f) => {
          const params = new URLSearchParams(query);
          for (const paging of ['page', 'limit', 'offset']) params.delete(paging);
          params.set('format', f);
          await send('GET', `${base}/export?${params}`);
        }),
        // Each export reads the whole table: fewer runs keep the file quick.
        { ...settings, numRuns: Math.ceil(runs / 3) },
      );
    });

    for (const summary of resource.summaries) {
      it(`${resource.name}: summary ${summary.name}`, async () => {
        const value = fc.oneof(hostileDate, numberText, hostileText).map(urlText);
        const query = fc
          .array(fc.tuple(fc.constantFrom('from', 'to', 'page', 'limit', 'sort', 'junk'), value), {
            maxLength: 5,
          })
          .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
        await fc.assert(
          fc.asyncProperty(query, languages, async (q, lang) => {
            await send('GET', `${base}/summary/${summary.name}?${q}`, undefined, {
              headers: { 'accept-language': lang },
            });
          }),
          settings,
        );
      });
    }

    for (const mapping of resource.mappings) {
      it(`${resource.name}: mapping ${mapping.name}`, async () => {
        const owners = await idsOf(resource);
        const owner = fc.oneof(fc.constantFrom(...owners.map(String)), numberText.map(urlText));
        const name = fc.oneof(fc.constant(mapping.name), hostileText.map(urlText));
        const query = fc
          .array(
            fc.tuple(
              fc.constantFrom('value_mapping', 'search', 'page', 'limit', 'junk'),
              fc.oneof(numberText, hostileText),
            ),
            { maxLength: 4 },
          )
          .map((pairs) => new URLSearchParams(pairs).toString());
        const toggle = fc.record(
          {
            id: fc.oneof(hostileIds, fc.constantFrom(1, 2, 3)),
            value_mapping: fc.oneof(fc.boolean(), hostileJson),
          },
          { requiredKeys: [] },
        );
        await fc.assert(
          fc.asyncProperty(owner, name, query, toggle, async (id, n, q, body) => {
            const url = `${base}/${id}/mapping/${n}`;
            await send('GET', `${url}?${q}`);
            await write(mapping.table, 'PUT', url, body);
          }),
          settings,
        );
      });
    }

    if (resource.import) {
      it(`${resource.name}: import`, async () => {
        const name = fc.oneof(
          fc.constant('data.csv'),
          hostileText.map((n) => n.replaceAll('"', '')),
        );
        await fc.assert(
          fc.asyncProperty(csvOf(resource), name, fc.boolean(), async (csv, filename, preview) => {
            const { payload, headers } = multipart(filename, csv);
            const url = `${base}/import${preview ? '/preview' : ''}`;
            const before = await fingerprint(resource.table);
            const res = await send('POST', url, undefined, { raw: payload, headers });
            if (res.statusCode >= 400 || preview) expect(await fingerprint(resource.table)).toBe(before);
          }),
          { ...settings, numRuns: Math.ceil(runs / 2) },
        );
      });
    }
  }

  it('the model of a resource, and the public lists', async () => {
    const names = resources.map((r) => r.name);
    const paths = resources.flatMap((r) => (r.public ? [r.public.path] : []));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...names), hostileText.map(urlText)),
        fc.constantFrom(...paths),
        numberText,
        async (name, path, limit) => {
          await send('GET', `/api/gen-model/${name}`);
          await send('GET', `/api/public/${path}?limit=${urlText(limit)}`, undefined, {
            headers: { authorization: '' },
          });
        },
      ),
      settings,
    );
  });

  it('logins, account calls and user decisions', async () => {
    const text = fc.oneof(hostileText, fc.constantFrom('admin', 'viewer', 'uji@contoh.id'));
    const body = fc.dictionary(
      fc.constantFrom(
        'username',
        'password',
        'email',
        'code',
        'fullname',
        'role_id',
        'department_id',
        'reason',
      ),
      fc.oneof(text, hostileJson),
      { maxKeys: 5 },
    );
    const call = fc.constantFrom(
      '/api/login',
      '/api/register',
      '/api/verify-email',
      '/api/request_email_verification',
      '/api/request_forgot_password',
      '/api/change_password',
    );
    const decision = fc.constantFrom('approve', 'reject', 'deactivate', 'activate');
    await fc.assert(
      fc.asyncProperty(call, body, numberText, decision, async (url, payload, id, name) => {
        await send('POST', url, payload, { headers: { authorization: '' } });
        await send('GET', `/api/no-auth/projects?department_id=${urlText(id)}`);
        const asQuery = Object.entries(payload).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
        ]);
        await send('GET', `/api/no-auth/find-user-by-username-email?${new URLSearchParams(asQuery)}`);
        if (id !== String(ownId)) await write('users', 'POST', `/api/users/${urlText(id)}/${name}`, payload);
      }),
      settings,
    );
  });

  it('bodies that are no JSON, content types and addresses that are no URL', async () => {
    const urls = [
      ...resources.flatMap((r) => [
        `/api/${r.name}/create`,
        `/api/${r.name}/update`,
        `/api/${r.name}/delete`,
      ]),
      ...resources.filter((r) => r.import).map((r) => `/api/${r.name}/import`),
      '/api/upload',
      '/api/login',
    ];
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/xml',
      '',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'multipart/form-data; boundary=',
    );
    const body = fc.oneof(
      hostileText,
      fc.constantFrom(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
        '--x\r\nbroken',
        '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--x--\r\n',
        '{"a":',
        '\u0000',
        'null',
      ),
    );
    const badPath = fc.constantFrom('%E0%A4%A', '%', '%zz', '%ED%A0%80', 'x'.repeat(120), '..%2F..%2Fetc');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.constantFrom<Method>('POST', 'PUT', 'DELETE'),
        contentType,
        body,
        badPath,
        async (url, method, type, raw, path) => {
          await send(method, url, undefined, { raw: Buffer.from(raw), headers: { 'content-type': type } });
          await send('GET', `/api/partners/${path}/show`);
          await send('GET', `/api/gen-model/${path}`);
        },
      ),
      settings,
    );
  });

  /**
   * The site's writes, without a login: each from an address of its own (they are rate limited per
   * address), with the form's keys holding plausible or hostile values, unknown keys and nested objects.
   */
  it('public writes: donation, checkout, cart, comment, subscriber, get-involved and visitor', async () => {
    const methods = await methodIds(t);
    const product = await productWith(t, admin as { authorization: string }, 1000);
    let visitors = 0;
    const address = () => `10.250.${(++visitors >> 8) & 255}.${visitors & 255}`;
    // Mostly one hostile value among plausible ones, so it reaches the checks and the database behind
    // the others: any hostile JSON, or the plausible value spoilt (a NUL or a lone surrogate in its text,
    // a number as its text, too big or a yes/no); now and then any mix, with unknown keys.
    const spoilt = (value: unknown) =>
      typeof value === 'string'
        ? fc.constantFrom('\u0000', '\ud800', '\udc00x').map((bad) => `${value}${bad}`)
        : fc.constantFrom(String(value), 2 ** 63, true, [value], { value });
    const hostileFor = (value: unknown) => fc.oneof(hostileJson, spoilt(value));
    const bodyWith = (known: Record<string, unknown>) =>
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .constantFrom(...Object.keys(known))
            .chain((key) => hostileFor(known[key]).map((value) => ({ ...known, [key]: value }))),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.record(
                Object.fromEntries(
                  Object.entries(known).map(([key, value]) => [
                    key,
                    fc.oneof(fc.constant(value), hostileFor(value)),
                  ]),
                ),
                { requiredKeys: [] },
              ),
              fc.dictionary(junkKey, hostileJson, { maxKeys: 2 }),
            )
            .map(([values, junk]) => ({ ...junk, ...values })),
        },
      );
    type Target = { url: string; method: Method; tables: string[]; body: fc.Arbitrary<unknown>; cart?: true };
    const targets: Target[] = [
      {
        url: '/api/public/donation',
        method: 'POST',
        tables: ['donations', 'sponsors'],
        body: bodyWith({
          name_sponsor: 'Budi Santoso',
          email: 'budi@contoh.id',
          phone: '081234567890',
          company_name: 'PT Hijau',
          comment: 'Untuk hutan',
          qty_tree: 2,
          payment_method_id: methods.card,
          category_id: 1,
        }),
      },
      {
        url: '/api/public/billing',
        method: 'POST',
        tables: ['orders'],
        body: bodyWith({ ...billing, payment_method_id: methods.card }),
        cart: true,
      },
      {
        url: '/api/public/cart/items',
        method: 'POST',
        tables: ['cart_items'],
        body: bodyWith({ product_id: product, qty: 1 }),
      },
      {
        url: `/api/public/cart/items/${product}`,
        method: 'PUT',
        tables: ['cart_items'],
        body: bodyWith({ qty: 2 }),
        cart: true,
      },
      {
        url: '/api/public/cart/promo',
        method: 'PUT',
        tables: ['carts'],
        body: bodyWith({ code: 'hijau10' }),
      },
      ...resources.flatMap((r): Target[] => {
        const write = r.publicWrite;
        if (!write) return [];
        const known: Record<string, unknown> = Object.fromEntries(
          write.fields.map((f) => [bodyKey(write, f), plausible[r.fieldsByName.get(f)!.type]]),
        );
        if (write.table) known.table = write.table;
        return [
          { url: `/api/public/${write.path}`, method: 'POST', tables: [r.table], body: bodyWith(known) },
        ];
      }),
    ];
    const request = fc
      .constantFrom(...targets)
      .chain((target) => fc.tuple(fc.constant(target), target.body, fc.boolean()));
    await fc.assert(
      fc.asyncProperty(request, async ([target, payload, english]) => {
        const from = address();
        const headers: Record<string, string> = {
          authorization: '',
          'accept-language': english ? 'en' : 'id',
        };
        if (target.cart) {
          const cart = await t.app.inject({
            method: 'POST',
            url: '/api/public/cart/items',
            remoteAddress: from,
            payload: { product_id: product, qty: 1 },
          });
          headers.cookie = String(cart.headers['set-cookie']).split(';')[0]!;
        }
        const before = await Promise.all(target.tables.map(fingerprint));
        const res = await send(target.method, target.url, payload, { headers, address: from });
        if (res.statusCode >= 400) expect(await Promise.all(target.tables.map(fingerprint))).toEqual(before);
      }),
      { ...settings, numRuns: runs * targets.length },
    );
  });

  it('uploads with hostile names', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c49444154789c6360f8cf000003010101a4a3a9b40000000049454e44ae426082',
      'hex',
    );
    await fc.assert(
      fc.asyncProperty(hostileText, fc.boolean(), async (name, image) => {
        const { payload, headers } = multipart(name.replaceAll('"', ''), image ? png : Buffer.from(name));
        await send('POST', '/api/upload', undefined, { raw: payload, headers });
      }),
      settings,
    );
  });
});
