import { formatRupiah } from '@rimba/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../api/money';
import { Link } from '../../ui/Link';
import { Picture } from '../../ui/Picture';
import { useHydrated } from '../../ui/useHydrated';
import { messageOf, useCartCalls } from './useCartCalls';
import './texts';

/** How long the quantity waits for the visitor to stop typing before it is sent. */
const qtyDelayMs = 500;

/** The cart's gifts, each with its picture, price, a quantity up to its stock, and a delete button. */
export function CartLines({ items }: { items: CartLine[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cart-items">
      <h2 id="cart-items" className="sr-only">
        {t('cart.items')}
      </h2>
      <ul className="divide-y divide-emerald-100 rounded-2xl bg-white shadow-sm">
        {items.map((line) => (
          <Line key={line.product_id} line={line} />
        ))}
      </ul>
    </section>
  );
}

function Line({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const calls = useCartCalls();
  const [qty, setQty] = useState(String(line.qty));
  const [state, setState] = useState<{ busy?: boolean; error?: string }>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The server's quantity wins whenever it answers.
  useEffect(() => setQty(String(line.qty)), [line.qty]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async (value: string) => {
    const n = Number(value);
    if (!/^\d{1,4}$/.test(value) || n < 1 || n === line.qty) return;
    setState({ busy: true });
    try {
      await calls.setQty(line.product_id, n);
      setState({});
    } catch (error) {
      setQty(String(line.qty));
      setState({ error: messageOf(error) });
    }
  };
  const change = (value: string) => {
    setQty(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(value), qtyDelayMs);
  };
  const remove = async () => {
    setState({ busy: true });
    try {
      await calls.remove(line.product_id);
    } catch (error) {
      setState({ error: messageOf(error) });
    }
  };

  return (
    <li data-testid="cart-line" className="flex flex-wrap items-center gap-4 p-4">
      {line.file_product ? (
        <Picture
          src={line.file_product}
          alt=""
          sizes="6rem"
          width={96}
          height={96}
          className="size-20 shrink-0 rounded-lg bg-emerald-50 object-cover sm:size-24"
        />
      ) : (
        <span className="size-20 shrink-0 rounded-lg bg-emerald-50 sm:size-24" />
      )}
      <div className="min-w-40 flex-1">
        <h3 className="font-semibold">
          <Link to={`/gifts/${line.product_id}`} className="hover:underline">
            {line.product_name}
          </Link>
        </h3>
        <p className="text-sm text-emerald-800">
          <span className="sr-only">{t('cart.price')}: </span>
          {formatRupiah(line.price)}
        </p>
        <p className="text-sm text-emerald-700" data-testid="cart-line-stock">
          {t('cart.available', { count: line.available })}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={`${id}-qty`} className="sr-only">
          {t('cart.qtyOf', { name: line.product_name })}
        </label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(line.available, line.qty)}
          value={qty}
          disabled={!hydrated}
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            clearTimeout(timer.current);
            void send(qty);
          }}
          data-testid="cart-qty"
          className="w-20 rounded-lg border border-emerald-200 bg-white px-3 py-2"
          {...(state.error && { 'aria-describedby': `${id}-error`, 'aria-invalid': true })}
        />
        <p className="w-32 text-right font-semibold" data-testid="cart-line-amount">
          <span className="sr-only">{t('cart.lineTotal')}: </span>
          {formatRupiah(line.amount)}
        </p>
        <button
          type="button"
          onClick={remove}
          disabled={!hydrated || state.busy}
          aria-label={t('cart.removeOf', { name: line.product_name })}
          data-testid="cart-remove"
          className="rounded-full border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {t('cart.remove')}
        </button>
      </div>
      {state.error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {state.error}
        </p>
      )}
    </li>
  );
}
