import type { Lang } from '@rimba/core';
import { getJson, postJson } from '../../api/client';
import type { PaymentsConfig } from '../../api/money';

/** What Midtrans' `snap.js` offers the page (https://docs.midtrans.com/reference/snap-js). */
interface Snap {
  pay(
    token: string,
    callbacks: {
      onSuccess?: (result: unknown) => void;
      onPending?: (result: unknown) => void;
      onError?: (result: unknown) => void;
      onClose?: () => void;
    },
  ): void;
}

/** The part of PayPal's JS SDK the site uses: the buttons of Orders v2. */
interface PayPalSdk {
  Buttons(options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel?: () => void;
    onError?: (error: unknown) => void;
  }): { render(container: HTMLElement): Promise<void> };
}

declare global {
  interface Window {
    snap?: Snap;
    paypal?: PayPalSdk;
  }
}

const scripts = new Map<string, Promise<void>>();

/** The nonce the server gave this page's scripts (its Content-Security-Policy names it). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Loads a provider's script once per page; a script that failed to load is tried again next time. */
function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      const nonce = pageNonce();
      if (nonce) script.nonce = nonce;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`The payment provider's script did not load: ${new URL(src).origin}`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

const configs = new Map<Lang, Promise<PaymentsConfig>>();

/** Which providers the server pays with, and what their scripts need; asked once per page. */
export function paymentsConfig(lang: Lang): Promise<PaymentsConfig> {
  let config = configs.get(lang);
  if (!config) {
    config = getJson<{ data: PaymentsConfig }>('/public/payments/config', lang).then((answer) => answer.data);
    config.catch(() => configs.delete(lang));
    configs.set(lang, config);
  }
  return config;
}

/** How a provider's payment window ended for the payer; the server alone says whether it was paid. */
export type WidgetEnd = 'success' | 'pending' | 'error' | 'close';

/** Opens Midtrans' Snap pay dialog for a transaction token, loading `snap.js` with the client key first. */
export async function openSnap(token: string, lang: Lang, ended: (end: WidgetEnd) => void): Promise<void> {
  const { card } = await paymentsConfig(lang);
  if (card.provider !== 'midtrans') throw new Error('Card payments are not made through Midtrans here');
  await loadScript(card.snapJsUrl, { 'data-client-key': card.clientKey });
  window.snap!.pay(token, {
    onSuccess: () => ended('success'),
    onPending: () => ended('pending'),
    onError: () => ended('error'),
    onClose: () => ended('close'),
  });
}

/** Whether PayPal's own buttons take PayPal payments here (otherwise the sandbox's pay page does). */
export async function paysThroughPayPal(lang: Lang): Promise<boolean> {
  return (await paymentsConfig(lang)).paypal.provider === 'paypal';
}

/**
 * Draws PayPal's buttons into `container` (the SDK loaded in US dollars): `createOrder` answers the PayPal
 * order to approve, and once the payer approved it the server captures it; then `approved` runs.
 */
export async function showPayPalButtons(
  container: HTMLElement,
  lang: Lang,
  handlers: {
    createOrder: () => Promise<string>;
    approved: () => void;
    failed: (error: unknown) => void;
    cancelled?: () => void;
  },
): Promise<void> {
  const { paypal } = await paymentsConfig(lang);
  if (paypal.provider !== 'paypal') throw new Error('PayPal payments are not made through PayPal here');
  // PayPal's buttons add inline scripts and styles of their own, which carry the nonce it is given.
  await loadScript(`${paypal.sdkUrl}?client-id=${encodeURIComponent(paypal.clientId)}&currency=USD`, {
    'data-csp-nonce': pageNonce(),
  });
  container.replaceChildren();
  await window
    .paypal!.Buttons({
      createOrder: handlers.createOrder,
      onApprove: async ({ orderID }) => {
        try {
          await capturePayPal(orderID, lang);
        } finally {
          // The page shows what the server says, captured or not.
          handlers.approved();
        }
      },
      onCancel: handlers.cancelled,
      onError: handlers.failed,
    })
    .render(container);
}

/** Asks the server to capture a PayPal order its payer approved. */
function capturePayPal(orderId: string, lang: Lang): Promise<unknown> {
  return postJson('/public/payments/capture', { order_id: orderId }, lang);
}
