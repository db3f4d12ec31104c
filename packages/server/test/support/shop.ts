import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { TestApp } from './server.js';

let visitors = 0;

/**
 * A visitor of the shop, from an address of their own (the public calls are rate limited per address):
 * their cart cookie goes with every call, as a browser's would.
 */
export class Visitor {
  private cookie: string | undefined;
  private readonly address = `10.${(++visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;

  constructor(
    private readonly app: FastifyInstance,
    readonly lang: 'id' | 'en' = 'id',
  ) {}

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      payload: payload as never,
      remoteAddress: this.address,
      headers: { 'accept-language': this.lang, ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
    const set = res.headers['set-cookie'];
    const first = Array.isArray(set) ? set[0] : set;
    if (first) this.cookie = first.split(';')[0];
    return res;
  }
}

/** The seeded payment methods' ids, by provider kind. */
export async function methodIds(t: TestApp): Promise<{ card: number; paypal: number }> {
  const { rows } = await sql<{
    id: string;
    provider: string;
  }>`select id, provider from payment_methods where active`.execute(t.db);
  const of = (p: string) => Number(rows.find((r) => r.provider === p)!.id);
  return { card: of('card'), paypal: of('paypal') };
}

/** A gift with the given stock, made through the admin API. */
export async function productWith(
  t: TestApp,
  admin: { authorization: string },
  stock: number,
  price = 50_000,
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products/create',
    headers: admin,
    payload: { product_name: `Hadiah uji ${stock}-${Math.random().toString(36).slice(2, 8)}`, price, stock },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`product: ${res.statusCode} ${res.body}`);
  return Number(res.json().data.id);
}

export const billing = {
  firstname: 'Siti',
  lastname: 'Rahma',
  email: 'siti@example.id',
  address1: 'Jl. Merdeka 1',
  address2: '',
  city: 'Bandung',
  state: 'Jawa Barat',
  country: 'Indonesia',
  zipcode: '40111',
  phone: '081234567890',
};

/** The path of a URL on this server. */
export const pathOf = (url: string) => {
  const u = new URL(url, 'http://localhost');
  return `${u.pathname}${u.search}`;
};
