import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, solidPng, type TestApp, testDatabases } from './support/server.js';
import { uploaded } from './support/uploads.js';

type Row = Record<string, unknown>;
type Page = { data: Row[]; total: number; page: number; limit: number };
type Lang = 'id' | 'en';

/** The gift shop's and the donations' master data: the admin API, its checks and the public answers. */
describe.each(testDatabases)('gift shop and donation master data on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let db: Kysely<Record<string, Row>>;
  let picture: string;

  beforeAll(async () => {
    // Rows written straight to the database below (what a checkout holds) must show at once.
    t = await createTestApp(kind, { PUBLIC_CACHE_SECONDS: '0' });
    admin = await login(t.app, 'admin');
    db = t.db as unknown as Kysely<Record<string, Row>>;
    picture = await uploaded(t.app, admin, 'products.file_product', solidPng(8, 8, [40, 140, 60]));
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    lang: Lang = 'id',
  ) => t.app.inject({ method, url, headers: { ...admin, 'accept-language': lang }, payload });
  const create = (resource: string, payload: object, lang: Lang = 'id') =>
    call('POST', `/api/${resource}/create`, payload, lang);
  const update = (resource: string, payload: object, lang: Lang = 'id') =>
    call('PUT', `/api/${resource}/update`, payload, lang);
  const created = async (resource: string, payload: object) => {
    const res = await create(resource, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row & { id: number };
  };
  const publicPage = async (url: string, lang: Lang = 'id') => {
    const res = await t.app.inject({ url, headers: { 'accept-language': lang } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as Page;
  };
  const productId = async (name: string) =>
    Number(
      (
        await db
          .selectFrom('products')
          .select('id')
          .where('product_name', '=', name)
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('lets staff create, read, change and delete each resource through the API', async () => {
    const samples: [string, Row, Row][] = [
      [
        'product-categories',
        { category_name: 'Buku', category_name_en: 'Books' },
        { category_name: 'Buku Anak' },
      ],
      ['donation-categories', { category_name: 'Donasi Sekolah' }, { category_name_en: 'School Donation' }],
      [
        'payment-method',
        { payment_name: 'Transfer Manual', provider: 'card', active: false },
        { active: true },
      ],
      ['setting-donation', { amount_idr: 20_000, idr_per_usd: 15_500 }, { amount_idr: 25_000 }],
      [
        'sponsors',
        { name_sponsor: 'Sari Wulandari', email: 'Sari@Example.id', phone: '+62 811 111 222' },
        { company_name: 'CV Daun Hijau' },
      ],
      [
        'discount',
        { code: 'pohon20', kind: 'percent', percent: 20, active: true },
        { description: 'Untuk relawan' },
      ],
    ];
    for (const [resource, values, change] of samples) {
      const row = await created(resource, values);
      const shown = await call('GET', `/api/${resource}/${row.id}/show`);
      expect(shown.statusCode, resource).toBe(200);
      const changed = await update(resource, { id: row.id, ...change });
      expect(changed.statusCode, `${resource}: ${changed.body}`).toBe(200);
      expect(changed.json().data, resource).toMatchObject(change);
      const deleted = await call('DELETE', `/api/${resource}/delete`, { data: { id: row.id } });
      expect(deleted.statusCode, resource).toBe(200);
      expect((await call('GET', `/api/${resource}/${row.id}/show`)).statusCode, resource).toBe(404);
    }
    // An address is stored as typed by no one in particular: in small letters; a donor without a
    // language from the site is written to in Indonesian.
    const donor = await created('sponsors', { name_sponsor: 'Andi', email: 'ANDI@Example.id' });
    expect(donor).toMatchObject({ email: 'andi@example.id', lang: 'id' });
  });

  it('keeps a gift with its category, photos and comments, and lists what checkouts hold of it', async () => {
    const category = await created('product-categories', { category_name: 'Alat Tulis' });
    const gift = await created('products', {
      product_name: 'Buku Catatan Kertas Daur Ulang',
      product_name_en: 'Recycled Paper Notebook',
      product_category_id: category.id,
      description: '<p>Buku catatan A5.</p><script>alert(1)</script>',
      price: 45_000,
      stock: 12,
      file_product: picture,
    });
    expect(gift).toMatchObject({
      price: 45_000,
      stock: 12,
      reserved: 0,
      description: '<p>Buku catatan A5.</p>',
      rel_product_category_id: { id: category.id, label: 'Alat Tulis' },
    });
    // What checkouts hold is theirs to change: a value sent for it is refused.
    const sneaky = await update('products', { id: gift.id, reserved: 5 });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().message).toBe('Permintaan tidak valid: Parameter tidak dikenal: reserved');
    expect((await call('GET', `/api/products/${gift.id}/show`)).json().data.reserved).toBe(0);

    const photo = await uploaded(
      t.app,
      admin,
      'product-photos.file_product_photo',
      solidPng(6, 6, [9, 90, 9]),
    );
    await created('product-photos', { product_id: gift.id, file_product_photo: photo });
    const list = await call('GET', `/api/products/list?search=${encodeURIComponent('daur ulang')}`);
    expect(list.json().data.map((r: Row) => [r.product_name, r.stock, r.reserved])).toEqual([
      ['Buku Catatan Kertas Daur Ulang', 12, 0],
    ]);
    const photos = await call(
      'GET',
      `/api/product-photos/list?filters=${encodeURIComponent(`{"product_id":${gift.id}}`)}`,
    );
    expect(photos.json().total).toBe(1);

    const refused = await create('products', { product_name: '', price: 0, stock: -1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      product_name: ['Nama Produk harus diisi'],
      price: ['Nilai Harga tidak boleh kurang dari 1'],
      stock: ['Nilai Stok tidak boleh kurang dari 0'],
    });
  });

  it('refuses a stock below what unpaid checkouts hold with a 422 on stock, in the caller’s language', async () => {
    const gift = await created('products', {
      product_name: 'Gantungan Kunci Kayu',
      price: 20_000,
      stock: 10,
    });
    // A checkout holds four (the checkout writes this column, not the admin).
    await db.updateTable('products').set({ reserved: 4 }).where('id', '=', gift.id).execute();

    const id = await update('products', { id: gift.id, stock: 3 });
    expect(id.statusCode).toBe(422);
    expect(id.json()).toEqual({
      message: 'Data yang dikirim tidak valid',
      errors: {
        stock: ['Stok tidak boleh kurang dari 4, jumlah yang sedang tertahan checkout yang belum dibayar'],
      },
    });
    const en = await update('products', { id: gift.id, stock: 0 }, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      stock: ['Stock cannot be less than 4, the number held by checkouts not paid yet'],
    });
    const shown = await call('GET', `/api/products/${gift.id}/show`);
    expect(shown.json().data).toMatchObject({ stock: 10, reserved: 4 });

    // Down to exactly what is held is fine; other fields change without touching the stock.
    expect((await update('products', { id: gift.id, stock: 4 })).statusCode).toBe(200);
    const renamed = await update('products', { id: gift.id, product_name: 'Gantungan Kunci Jati' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ stock: 4, reserved: 4 });
  });

  describe('discount codes', () => {
    it('stores a code in capitals, once whatever its case', async () => {
      const code = await created('discount', {
        code: 'bumi-25',
        kind: 'amount',
        amount: 25_000,
        active: true,
      });
      expect(code).toMatchObject({ code: 'BUMI-25', amount: 25_000, percent: null, used_count: 0 });
      const again = await create('discount', { code: 'Bumi-25', kind: 'percent', percent: 5 });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ code: ['Kode sudah dipakai diskon lain'] });
      const seeded = await create('discount', { code: 'hijau10', kind: 'percent', percent: 5 }, 'en');
      expect(seeded.json().errors).toEqual({ code: ['Another discount already has this code'] });
      expect((await update('discount', { id: code.id, code: 'bumi-25' })).statusCode).toBe(200);
      const spaced = await create('discount', { code: 'DISKON BESAR', kind: 'percent', percent: 5 });
      expect(spaced.json().errors).toEqual({ code: ['Format Kode salah'] });
    });

    it('needs the amount or the percent its kind names, and clears the other', async () => {
      const noAmount = await create('discount', { code: 'A1', kind: 'amount', percent: 10 });
      expect(noAmount.statusCode).toBe(422);
      expect(noAmount.json().errors).toEqual({
        amount: ['Potongan harus diisi untuk diskon jenis Potongan Rupiah'],
      });
      const noPercent = await create('discount', { code: 'P1', kind: 'percent', amount: 5_000 }, 'en');
      expect(noPercent.json().errors).toEqual({ percent: ['Percent is required for a percentage discount'] });
      const tooMuch = await create('discount', { code: 'P2', kind: 'percent', percent: 101 });
      expect(tooMuch.json().errors).toEqual({ percent: ['Nilai Persen tidak boleh lebih dari 100'] });
      const noKind = await create('discount', { code: 'K1', amount: 5_000 });
      expect(noKind.json().errors).toEqual({ kind: ['Jenis harus diisi'] });

      const both = await created('discount', { code: 'DUA', kind: 'amount', amount: 5_000, percent: 10 });
      expect(both).toMatchObject({ amount: 5_000, percent: null });
      // Changing the kind alone: the stored row has no percent.
      const switched = await update('discount', { id: both.id, kind: 'percent' });
      expect(switched.statusCode).toBe(422);
      expect(switched.json().errors).toEqual({ percent: ['Persen harus diisi untuk diskon jenis Persen'] });
      const withPercent = await update('discount', { id: both.id, kind: 'percent', percent: 15 });
      expect(withPercent.statusCode).toBe(200);
      expect(withPercent.json().data).toMatchObject({ kind: 'percent', percent: 15, amount: null });
    });

    it('keeps its dates in order and its limit above what has been used', async () => {
      const backwards = await create('discount', {
        code: 'MUNDUR',
        kind: 'percent',
        percent: 5,
        valid_from: '2026-06-01',
        valid_until: '2026-05-31',
      });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().errors).toEqual({
        valid_until: ['Berlaku Sampai tidak boleh sebelum Berlaku Mulai'],
      });
      const oneDay = await created('discount', {
        code: 'SEHARI',
        kind: 'percent',
        percent: 5,
        valid_from: '2026-06-01',
        valid_until: '2026-06-01',
        usage_limit: 50,
      });
      const earlier = await update('discount', { id: oneDay.id, valid_until: '2026-05-01' }, 'en');
      expect(earlier.json().errors).toEqual({ valid_until: ['Valid Until cannot be before Valid From'] });
      expect(
        (await create('discount', { code: 'NOL', kind: 'percent', percent: 5, usage_limit: 0 })).json()
          .errors,
      ).toEqual({ usage_limit: ['Nilai Batas Pemakaian tidak boleh kurang dari 1'] });

      await db.updateTable('discounts').set({ used_count: 7 }).where('id', '=', oneDay.id).execute();
      const below = await update('discount', { id: oneDay.id, usage_limit: 6 });
      expect(below.json().errors).toEqual({
        usage_limit: ['Batas Pemakaian tidak boleh kurang dari 7, jumlah pemakaian kode ini sejauh ini'],
      });
      const counted = await update('discount', { id: oneDay.id, used_count: 0 });
      expect(counted.json().message).toBe('Permintaan tidak valid: Parameter tidak dikenal: used_count');
      const unlimited = await update('discount', { id: oneDay.id, usage_limit: null });
      expect(unlimited.statusCode).toBe(200);
      expect(unlimited.json().data).toMatchObject({ usage_limit: null, used_count: 7 });
    });

    it('has the two demo codes', async () => {
      const filters = encodeURIComponent('{"code":{"in":["HIJAU10","TANAM5K"]}}');
      const list = await call('GET', `/api/discount/list?filters=${filters}`);
      expect(list.statusCode, list.body).toBe(200);
      const codes = (list.json().data as Row[]).sort((a, b) => String(a.code).localeCompare(String(b.code)));
      expect(codes).toMatchObject([
        {
          code: 'HIJAU10',
          kind: 'percent',
          percent: 10,
          valid_from: '2026-01-01',
          valid_until: '2027-12-31',
        },
        { code: 'TANAM5K', kind: 'amount', amount: 5_000, usage_limit: 100, used_count: 0 },
      ]);
    });
  });

  it('lists the gifts that can be bought newest first, then the sold-out ones, with their category, photos and what is held, and shows one', async () => {
    const page = await publicPage('/api/public/gifts?limit=50');
    const demo = page.data.filter((g) =>
      (g.file_product as { url: string } | null)?.url.startsWith('/uploads/demo-gift'),
    );
    // The cap, the newest, is sold out: it comes after every gift that can still be bought.
    expect(demo.map((g) => g.product_name)).toEqual([
      'Kartu Hadiah Satu Pohon',
      'Paket Benih Pohon Buah',
      'Kaos Katun Organik "Tanam Pohon"',
      'Tas Jinjing Kanvas',
      'Tumbler Bambu Rimba',
      'Topi Rimba',
    ]);
    const buyable = (g: Row) => Number(g.stock) > Number(g.reserved);
    const firstSoldOut = page.data.findIndex((g) => !buyable(g));
    expect(page.data.slice(firstSoldOut).some(buyable)).toBe(false);
    for (const part of [page.data.slice(0, firstSoldOut), page.data.slice(firstSoldOut)]) {
      const times = part.map((g) => new Date(String(g.created_at)).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    const tumbler = demo.at(-2)!;
    expect(Object.keys(tumbler).sort()).toEqual(
      [
        'created_at',
        'description',
        'file_product',
        'id',
        'price',
        'product_category_id',
        'product_name',
        'product_photo',
        'rel_product_category_id',
        'reserved',
        'stock',
      ].sort(),
    );
    expect(tumbler).toMatchObject({
      price: 125_000,
      stock: 40,
      reserved: 0,
      file_product: { url: '/uploads/demo-gift-1.jpg', filename: 'demo-gift-1.jpg' },
      rel_product_category_id: { label: 'Perlengkapan Sehari-hari' },
    });
    expect(tumbler.product_photo).toEqual([
      {
        id: expect.any(Number),
        file_product_photo: { url: '/uploads/demo-gift-1-photo-1.jpg', filename: 'demo-gift-1-photo-1.jpg' },
      },
      {
        id: expect.any(Number),
        file_product_photo: { url: '/uploads/demo-gift-1-photo-2.jpg', filename: 'demo-gift-1-photo-2.jpg' },
      },
    ]);

    const one = await t.app.inject({
      url: `/api/public/gifts/${tumbler.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: tumbler.id,
      product_name: 'Rimba Bamboo Tumbler',
      description: expect.stringContaining('bamboo-clad tumbler'),
      rel_product_category_id: { label: 'Everyday Goods' },
    });
    expect((await t.app.inject({ url: '/api/public/gifts/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/public/gifts/abc' })).statusCode).toBe(404);

    const category = Number((tumbler.rel_product_category_id as Row).id);
    const filtered = await publicPage(`/api/public/gifts?product_category_id=${category}`);
    expect(filtered.data.every((g) => g.product_category_id === category)).toBe(true);
    expect((await publicPage('/api/public/product-category')).data.map((c) => c.category_name)).toEqual(
      expect.arrayContaining(['Kartu Hadiah', 'Pakaian', 'Paket Tanam', 'Perlengkapan Sehari-hari']),
    );
  });

  it('shows a gift’s new comment only once staff approve it; article comments still go to articles', async () => {
    const seedKit = await productId('Paket Benih Pohon Buah');
    const comments = () => publicPage(`/api/public/comment/${seedKit}/product`);
    const before = await comments();
    expect(before.total).toBe(1);
    expect(before.data[0]).toEqual({
      id: expect.any(Number),
      comment: 'Benih alpukatnya sudah tumbuh setinggi 20 cm!',
      created_at: expect.any(String),
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/public/comment',
      remoteAddress: '10.9.0.1',
      payload: {
        table: 'product_comment',
        relation_id: seedKit,
        comment: 'Kapan ada benih durian?',
        website: '',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'Terima kasih, kiriman Anda akan tampil setelah diperiksa' });
    expect(await comments()).toEqual(before);

    const stored = await db
      .selectFrom('product_comments')
      .select(['id', 'status'])
      .where('comment', '=', 'Kapan ada benih durian?')
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
    const approved = await call('POST', `/api/product-comment/${stored.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await comments();
    expect(after.total).toBe(2);
    expect(after.data[0]!.comment).toBe('Kapan ada benih durian?');

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/public/comment',
      remoteAddress: '10.9.0.2',
      payload: { table: 'product_comment', relation_id: 999_999, comment: 'Halo' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ relation_id: ['Produk tidak ditemukan'] });

    const article = await db
      .selectFrom('articles')
      .select('id')
      .where('published', '=', true)
      .executeTakeFirstOrThrow();
    const onArticle = await t.app.inject({
      method: 'POST',
      url: '/api/public/comment',
      remoteAddress: '10.9.0.3',
      payload: { table: 'article_comment', relation_id: article.id, comment: 'Artikel yang bagus' },
    });
    expect(onArticle.statusCode, onArticle.body).toBe(200);
    const onArticles = await db
      .selectFrom('article_comments')
      .select('status')
      .where('comment', '=', 'Artikel yang bagus')
      .execute();
    expect(onArticles).toEqual([{ status: 'pending' }]);
    expect(
      await db
        .selectFrom('product_comments')
        .select('id')
        .where('comment', '=', 'Artikel yang bagus')
        .execute(),
    ).toEqual([]);
  });

  it('offers the active payment methods only, the donation categories and the price of a tree', async () => {
    const methods = await publicPage('/api/public/donation/payment-method');
    expect(methods.data).toEqual([
      { id: expect.any(Number), payment_name: 'Kartu Kredit & Transfer Bank', provider: 'card' },
      { id: expect.any(Number), payment_name: 'PayPal', provider: 'paypal' },
    ]);
    const english = await publicPage('/api/public/donation/payment-method', 'en');
    expect(english.data[0]!.payment_name).toBe('Credit Card & Bank Transfer');

    const paused = await created('payment-method', {
      payment_name: 'Dompet Digital',
      provider: 'card',
      active: false,
    });
    const unset = await created('payment-method', { payment_name: 'Tanpa Status', provider: 'paypal' });
    expect((await publicPage('/api/public/donation/payment-method')).data.map((m) => m.payment_name)).toEqual(
      ['Kartu Kredit & Transfer Bank', 'PayPal'],
    );
    expect((await update('payment-method', { id: paused.id, active: true })).statusCode).toBe(200);
    expect((await publicPage('/api/public/donation/payment-method')).data.map((m) => m.id)).toContain(
      paused.id,
    );
    expect((await publicPage('/api/public/donation/payment-method')).data.map((m) => m.id)).not.toContain(
      unset.id,
    );
    const badProvider = await create('payment-method', { payment_name: 'Tunai', provider: 'cash' });
    expect(badProvider.json().errors).toEqual({ provider: ['Penyedia harus berupa nilai yang sah'] });

    expect((await publicPage('/api/public/setting-donation')).data[0]).toEqual({
      id: expect.any(Number),
      amount_idr: 15_000,
      idr_per_usd: 16_000,
    });
    const zero = await create('setting-donation', { amount_idr: 0, idr_per_usd: 16_000 });
    expect(zero.json().errors).toEqual({ amount_idr: ['Nilai Harga per Pohon tidak boleh kurang dari 1'] });
    const categories = await publicPage('/api/public/donation/category', 'en');
    expect(categories.data.slice(0, 2)).toEqual([
      { id: expect.any(Number), category_name: 'Individual Donation' },
      { id: expect.any(Number), category_name: 'Corporate Donation' },
    ]);
  });

  it('keeps the donors from the read-only viewer, who reads the other master data', async () => {
    const viewer = await login(t.app, 'viewer');
    const read = (resource: string) => t.app.inject({ url: `/api/${resource}/list`, headers: viewer });
    expect((await read('sponsors')).statusCode).toBe(403);
    for (const resource of ['product-categories', 'discount', 'donation-categories']) {
      expect((await read(resource)).statusCode, resource).toBe(200);
    }
    const donors = await call('GET', '/api/sponsors/list?search=hijaulestari');
    expect(donors.json().data.map((d: Row) => [d.name_sponsor, d.company_name])).toEqual([
      ['Budi Santoso', 'PT Hijau Lestari'],
    ]);
  });
});
