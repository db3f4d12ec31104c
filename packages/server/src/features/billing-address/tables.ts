import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OperationContext } from '../../resources/operations.js';

/** The shop's tables as the cart, the checkout and the orders' payments read and write them. */
export interface ShopTables {
  products: {
    id: number;
    product_name: string;
    product_name_en: string | null;
    price: number;
    stock: number;
    reserved: number;
    file_product: string | null;
  };
  discounts: {
    id: number;
    code: string;
    kind: string;
    amount: number | null;
    percent: number | null;
    valid_from: string | null;
    valid_until: string | null;
    usage_limit: number | null;
    used_count: number;
    active: boolean;
  };
  carts: { id: number; token_hash: string; discount_id: number | null; created_at: Date; updated_at: Date };
  cart_items: { cart_id: number; product_id: number; qty: number; added_at: Date };
  cart_orders: { order_id: number; cart_id: number };
  orders: {
    id: number;
    invoice_no: string;
    firstname: string;
    lastname: string;
    email: string | null;
    phone: string;
    address1: string | null;
    address2: string | null;
    city: string;
    state: string;
    country: string;
    zipcode: string;
    subtotal: number;
    discount_id: number | null;
    discount_amount: number;
    total: number;
    payment_method_id: number;
    provider: string;
    status: string;
    stock_state: string;
    expires_at: Date;
    paid_at: Date | null;
    lang: string;
    public_code: string;
    created_at: Date;
    updated_at: Date;
  };
  order_items: {
    id: number;
    order_id: number;
    product_id: number;
    product_name: string;
    qty: number;
    price: number;
    amount: number;
    created_at: Date;
    updated_at: Date;
  };
  payment_methods: { id: number; provider: string; active: boolean };
}

export type ShopDb = Kysely<ShopTables & Database>;
export const shopDb = (ctx: Pick<OperationContext, 'db'>) => ctx.db as unknown as ShopDb;
