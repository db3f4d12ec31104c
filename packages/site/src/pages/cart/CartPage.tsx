import { formatRupiah } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { type Cart, useCart } from '../../api/money';
import { Link } from '../../ui/Link';
import { ListLoading } from '../../ui/ListStates';
import { PageHeading } from '../../ui/PageHeading';
import { CartLines } from './CartLines';
import { CheckoutForm } from './CheckoutForm';
import { PromoCode } from './PromoCode';
import './texts';

/**
 * /cart: the visitor's cart as the server keeps it (rendered on the server with the visitor's cookie), a
 * promo code, the totals, and the billing form that checks it out. The invoice number is given at
 * checkout, by the server.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  return (
    <>
      <PageHeading title={t('pages.cart')}>{t('cart.intro')}</PageHeading>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
        {cart.data ? <CartView cart={cart.data} /> : cart.isError ? <Empty /> : <ListLoading />}
      </div>
    </>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-white p-10 text-center shadow-sm" data-testid="cart-empty">
      <p className="text-lg">{t('cart.empty')}</p>
      <Link
        to="/gifts"
        className="mt-4 inline-block rounded-full bg-emerald-700 px-6 py-2.5 font-semibold text-white hover:bg-emerald-800"
      >
        {t('cart.browseGifts')}
      </Link>
    </div>
  );
}

function CartView({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold" data-testid="cart-count-text">
          {t('cart.count', { count: cart.count })}
        </p>
        <p className="text-sm text-emerald-800" data-testid="invoice-note">
          {t('cart.invoiceNote')}
        </p>
      </div>
      {cart.items.length === 0 ? (
        <Empty />
      ) : (
        <>
          <CartLines items={cart.items} />
          {/* The totals and the promo code come before the form and its button: first on a phone, beside
              the form on a wide screen. */}
          <div className="grid items-start gap-6 lg:grid-cols-5">
            <Summary cart={cart} />
            <div className="lg:col-span-3 lg:col-start-1 lg:row-start-1">
              <CheckoutForm billing={cart.billing} />
            </div>
          </div>
        </>
      )}
    </>
  );
}

function Summary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="cart-summary"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm lg:col-span-2 lg:col-start-4 lg:row-start-1"
    >
      <h2 id="cart-summary" className="text-xl font-semibold">
        {t('cart.summary')}
      </h2>
      <PromoCode discount={cart.discount} />
      <dl className="space-y-2" data-testid="cart-totals">
        <div className="flex justify-between">
          <dt>{t('cart.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatRupiah(cart.subtotal)}</dd>
        </div>
        {cart.discount && (
          <div className="flex justify-between text-emerald-800">
            <dt>{t('cart.discount', { code: cart.discount.code })}</dt>
            <dd data-testid="cart-discount">−{formatRupiah(cart.discount.amount)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-emerald-100 pt-2 text-lg font-bold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{formatRupiah(cart.total)}</dd>
        </div>
      </dl>
    </aside>
  );
}
