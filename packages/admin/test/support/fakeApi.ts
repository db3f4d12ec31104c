import { resourcesByName, validateRecord } from '@rimba/core';
import { vi } from 'vitest';
import type { Row } from '../../src/api/dataProvider';

/** A call the app made, as the fake API saw it. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body: unknown };

/** Demo users of the fake API: the super user and a read-only viewer. */
export const fakeUsers = {
  admin: {
    password: 'admin12345',
    user: {
      id: 1,
      username: 'admin',
      email: 'admin@rimba.test',
      fullname: 'Admin Rimba',
      role_id: -1,
      role_name: 'Super',
    },
    tasks: [] as string[],
  },
  viewer: {
    password: 'viewer12345',
    user: {
      id: 2,
      username: 'viewer',
      email: 'viewer@rimba.test',
      fullname: 'Viewer Rimba',
      role_id: 2,
      role_name: 'Viewer',
    },
    tasks: ['partners.read', 'faq.read', 'banner.read'],
  },
};

const stamp = '2026-01-15T03:00:00.000Z';

export function partnerRow(id: number, company_name: string): Row {
  return {
    id,
    company_name,
    description: null,
    website: `https://${company_name.toLowerCase().replace(/\W+/g, '')}.example`,
    link_blog: null,
    file_logo: `/uploads/logo-${id}.png`,
    created_at: stamp,
    updated_at: stamp,
  };
}

/**
 * An in-memory stand-in for the Rimba API behind `fetch`, following the API contract: list with search,
 * order, sort and pages; show; create and update validated by the core rules (422 with per-field
 * messages); delete; login and logout. `override` answers a chosen call differently.
 */
export function installFakeApi(data: Record<string, Row[]> = {}) {
  const tables = new Map(Object.entries(data).map(([name, rows]) => [name, [...rows]]));
  const calls: Call[] = [];
  const overrides: { method: string; path: RegExp; reply: Reply }[] = [];

  const handle = (call: Call): Reply => {
    const override = overrides.find((o) => o.method === call.method && o.path.test(call.path));
    if (override) return override.reply;
    if (call.path === '/api/login') {
      const { username, password } = call.body as { username: string; password: string };
      const found = Object.values(fakeUsers).find(
        (u) => u.user.username === username && u.password === password,
      );
      return found
        ? { status: 200, body: { user: found.user, token: `token-${username}`, tasks: found.tasks } }
        : { status: 401, body: { message: 'Username atau password salah' } };
    }
    if (call.path === '/api/logout') return { status: 200, body: { message: 'Anda telah keluar' } };
    const [, name = '', rest = ''] = /^\/api\/([\w-]+)\/(.+)$/.exec(call.path) ?? [];
    const resource = resourcesByName.get(name);
    if (!resource) return { status: 404, body: { message: 'Alamat API tidak ditemukan' } };
    const rows = tables.get(name) ?? [];
    tables.set(name, rows);

    if (rest === 'list') {
      const search = (call.query.get('search') ?? '').toLowerCase();
      const order = call.query.get('order');
      const direction = call.query.get('sort') === 'ASC' ? 1 : -1;
      const limit = Number(call.query.get('limit') ?? 10);
      const page = Number(call.query.get('page') ?? 1);
      const found = rows
        .filter(
          (row) =>
            !search ||
            resource.fields.some(
              (f) =>
                f.searchable &&
                String(row[f.name] ?? '')
                  .toLowerCase()
                  .includes(search),
            ),
        )
        .sort((a, b) => (order ? String(a[order]).localeCompare(String(b[order])) * direction : b.id - a.id));
      return {
        status: 200,
        body: { data: found.slice((page - 1) * limit, page * limit), total: found.length },
      };
    }
    const show = /^(\d+)\/show$/.exec(rest);
    if (show) {
      const row = rows.find((r) => r.id === Number(show[1]));
      return row
        ? { status: 200, body: { data: row } }
        : { status: 404, body: { message: 'Data tidak ditemukan' } };
    }
    if (rest === 'create' || rest === 'update') {
      const input = call.body as Record<string, unknown>;
      const { values, errors } = validateRecord(resource, input, 'id', rest);
      if (Object.keys(errors).length)
        return { status: 422, body: { message: 'Data yang dikirim tidak valid', errors } };
      const id = rest === 'create' ? Math.max(0, ...rows.map((r) => r.id)) + 1 : Number(input.id);
      const old = rows.find((r) => r.id === id);
      const row: Row = { ...old, ...values, id, created_at: old?.created_at ?? stamp, updated_at: stamp };
      tables.set(name, [...rows.filter((r) => r.id !== id), row]);
      const message =
        rest === 'create'
          ? `Data ${resource.title.id} berhasil ditambahkan`
          : `Edit data ${resource.title.id} berhasil`;
      return { status: 200, body: { data: row, message } };
    }
    if (rest === 'delete') {
      const { data: row } = call.body as { data: Row };
      tables.set(
        name,
        rows.filter((r) => r.id !== row.id),
      );
      return { status: 200, body: { message: `Data ${resource.title.id} berhasil dihapus` } };
    }
    return { status: 404, body: { message: 'Alamat API tidak ditemukan' } };
  };

  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://admin.test');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body } = handle(call);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });

  return {
    calls,
    rows: (name: string) => tables.get(name) ?? [],
    /** Answers every matching call with this status and body from now on. */
    override(method: string, path: RegExp, status: number, body: unknown) {
      overrides.push({ method, path, reply: { status, body } });
    },
    /** The calls made to one path, e.g. `/api/partners/list`. */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

/**
 * Stands in for XMLHttpRequest, which the upload input uses for its progress: every upload reports
 * half-way, then answers like `POST /api/upload`. `sent` collects the uploaded files.
 */
export function installFakeUpload(url = '/uploads/new-logo.png') {
  const sent: File[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader() {}
    send(form: FormData) {
      const file = form.get('file') as File;
      sent.push(file);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = 200;
        this.responseText = JSON.stringify({ url, filename: file.name, mime: file.type, size: file.size });
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent };
}
