import type { BillingForm, Lang, PaymentStatus } from '@rimba/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { useLang } from '../app/lang';
import { useHydrated } from '../ui/useHydrated';
import { FetchJsonContext, usePublic } from './public';

/** A gift in the visitor's cart, at the server's current price and stock. */
export interface CartLine {
  product_id: number;
  product_name: string;
  file_product: string | null;
  price: number;
  qty: number;
  amount: number;
  /** What may still be bought: the stock less what unpaid checkouts hold. */
  available: number;
}

/** The visitor's cart as the server keeps it (by the browser's cookie), priced and discounted by it. */
export interface Cart {
  items: CartLine[];
  count: number;
  subtotal: number;
  discount: { code: string; amount: number } | null;
  total: number;
  /** The billing details of this cart's last checkout (one whose payment failed, say), to start from. */
  billing: BillingForm | null;
}

/** The cart API's answer: the cart after the call, and what the server says of it (a promo code applied). */
export interface CartAnswer {
  data: Cart;
  message?: string;
}

export const cartQueryKey = (lang: Lang) => ['public', 'cart', lang] as const;

/**
 * The visitor's cart. The server renders it with the visitor's cookie; the browser asks again whenever a
 * page with it opens, since another tab may have changed it.
 */
export const useCart = () => usePublic('cart', (answer: CartAnswer) => answer.data, { staleTime: 0 });

/**
 * How many gifts the cart holds, for the header's badge: asked by the browser once the page is hydrated
 * (undefined before, so the server's HTML and the hydrated page agree), and shared with the cart page.
 */
export function useCartCount(): number | undefined {
  const lang = useLang();
  const hydrated = useHydrated();
  const fetchJson = useContext(FetchJsonContext);
  const cart = useQuery({
    queryKey: cartQueryKey(lang),
    queryFn: ({ signal }) => fetchJson<CartAnswer>('/public/cart', lang, signal),
    enabled: hydrated,
    staleTime: 0,
    select: (answer: CartAnswer) => answer.data.count,
  });
  return hydrated ? cart.data : undefined;
}

/** Keeps a cart the server answered with as the cart every part of the page shows. */
export function useKeepCart(): (answer: CartAnswer) => void {
  const lang = useLang();
  const client = useQueryClient();
  return (answer) => {
    client.setQueryData(cartQueryKey(lang), answer);
    // The other language's copy names the gifts in its own words; it is asked again when shown.
    void client.invalidateQueries({ queryKey: ['public', 'cart'], predicate: (q) => q.queryKey[2] !== lang });
  };
}

/** A way to pay the site offers, and the kind of provider that takes it. */
export interface PaymentMethod {
  id: number;
  payment_name: string;
  provider: 'card' | 'paypal';
}

export interface DonationCategory {
  id: number;
  category_name: string;
}

/** What a tree costs in rupiah, and the rupiah a US dollar is converted at for PayPal. */
export interface DonationSetting {
  id: number;
  amount_idr: number;
  idr_per_usd: number;
}

export const usePaymentMethods = () =>
  usePublic('donation/payment-method', (answer: { data: PaymentMethod[] }) => answer.data);
export const useDonationCategories = () =>
  usePublic('donation/category', (answer: { data: DonationCategory[] }) => answer.data);
export const useDonationSetting = () =>
  usePublic('setting-donation', (answer: { data: DonationSetting[] }) => answer.data[0] ?? null);

/** What the browser does to let the payer pay, as the server's provider answered it. */
export type Checkout =
  | { kind: 'snap'; token: string; redirectUrl: string }
  | { kind: 'paypal'; orderId: string; approveUrl: string }
  | { kind: 'redirect'; redirectUrl: string };

/** A donation as its page shows it, found by its page code. */
export interface DonationState {
  reference: string;
  code: string;
  status: PaymentStatus;
  qty_tree: number;
  amount: number;
  currency: 'IDR' | 'USD';
  amount_usd: number | null;
  donor: string;
  created_at: string;
  paid_at: string | null;
  certificate_url: string | null;
  /** The trees' page, once a tree code issued for the donation has planted trees. */
  tree_url: string | null;
  /** While unpaid: the provider's payment, to open again. */
  checkout: Checkout | null;
}

/** The answer to a donation: the donation started, and how to pay it. */
export interface DonationStarted {
  data: { code: string; reference: string; checkout: Checkout };
}

export interface OrderItem {
  product_id: number;
  product_name: string;
  qty: number;
  price: number;
  amount: number;
}

/** What the order's items did to the stock: held at checkout, sold when paid, or released. */
export type StockState = 'held' | 'sold' | 'released' | 'short';

/** An order as its page shows it, found by its page code. */
export interface OrderState {
  reference: string;
  status: PaymentStatus;
  stock_state: StockState;
  buyer: string;
  subtotal: number;
  discount_amount: number;
  total: number;
  expires_at: string;
  paid_at: string | null;
  created_at: string;
  items: OrderItem[];
  checkout: Checkout | null;
}

/** The answer to a checkout: the order made, and how to pay it. */
export interface OrderStarted {
  data: { code: string; reference: string; checkout: Checkout };
}

/** What the browser needs to load each provider's own script (no secret). */
export interface PaymentsConfig {
  card: { provider: 'midtrans'; snapJsUrl: string; clientKey: string } | { provider: 'sandbox' };
  paypal: { provider: 'paypal'; sdkUrl: string; clientId: string } | { provider: 'sandbox' };
}
