import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, postJson } from '../../api/client';
import { type CartAnswer, useKeepCart } from '../../api/money';
import { useLang } from '../../app/lang';

/**
 * Puts one of a gift into the visitor's cart, which the server keeps (by the browser's cookie), and says
 * how that went: the server's own message when it refuses. Nothing is added while none is available.
 */
export function AddToCartButton({
  productId,
  name,
  available,
}: {
  productId: number;
  name: string;
  available: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const keepCart = useKeepCart();
  const [state, setState] = useState<{ sending: boolean; done?: string; error?: string }>({ sending: false });
  const add = async () => {
    setState({ sending: true });
    try {
      const answer = await postJson<CartAnswer>(
        '/public/cart/items',
        { product_id: productId, qty: 1 },
        lang,
        { credentials: 'same-origin' },
      );
      keepCart(answer);
      setState({ sending: false, done: answer.message ?? t('gifts.added') });
    } catch (error) {
      setState({ sending: false, error: error instanceof ApiError ? error.message : String(error) });
    }
  };
  return (
    <div>
      <button
        type="button"
        onClick={add}
        disabled={available <= 0 || state.sending}
        data-testid="add-to-cart"
        className="rounded-full bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:bg-emerald-700/50"
      >
        {state.sending ? t('gifts.adding') : t('gifts.addToCart')}
        <span className="sr-only">: {name}</span>
      </button>
      {state.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
      {state.done && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {state.done}
        </p>
      )}
    </div>
  );
}
