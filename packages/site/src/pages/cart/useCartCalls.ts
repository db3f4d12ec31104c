import { sendJson } from '../../api/client';
import { type CartAnswer, useKeepCart } from '../../api/money';
import { useLang } from '../../app/lang';

/**
 * The calls that change the visitor's cart, each sending the cart's cookie and keeping the cart the
 * server answers with; each answers what the server said, or throws its message.
 */
export function useCartCalls() {
  const lang = useLang();
  const keep = useKeepCart();
  const call = async (method: 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const answer = await sendJson<CartAnswer>(method, `/public/cart${path}`, body, lang, {
      credentials: 'same-origin',
    });
    keep(answer);
    return answer;
  };
  return {
    setQty: (productId: number, qty: number) => call('PUT', `/items/${productId}`, { qty }),
    remove: (productId: number) => call('DELETE', `/items/${productId}`),
    applyPromo: (code: string) => call('PUT', '/promo', { code }),
    removePromo: () => call('DELETE', '/promo'),
  };
}

/** The words of a refused call: the server's own message. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
