import { formatDateTime, formatRupiah, paymentStatusOptions } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OrderState } from '../../api/money';
import { useLang } from '../../app/lang';
import { Link } from '../../ui/Link';
import { PageHeading } from '../../ui/PageHeading';
import { ComplaintForm } from '../complaint/ComplaintForm';
import NotFoundPage from '../not-found/NotFoundPage';
import { usePaymentState } from '../payment/usePaymentState';
import { Waiting } from '../payment/Waiting';
import './texts';

const codePattern = /^[A-Za-z0-9_-]{10,32}$/;

/** A payment that was declined or ran out: nothing was bought, and the cart waits for another try. */
const unpaid = (order: OrderState) => order.status === 'failed' || order.status === 'expired';

/**
 * /cart/order/{code}: an order as the server has it — its invoice number, items and totals, and what
 * became of its payment. Paid: 'Payment Success', and 'Update Success' once the server turned the
 * held stock into a sale. Failed or expired: 'Failed' / 'Payment Failed', with the cart and the billing
 * details kept (the server empties a cart only when its order is paid) and a way back to them. Pending: the page asks the
 * server every 2 seconds and offers to open the payment again. Under it, the buyer can send a complaint
 * about the order.
 */
export default function OrderPage() {
  const { code = '' } = useParams();
  if (!codePattern.test(code)) return <NotFoundPage />;
  return <Order code={code} />;
}

function Order({ code }: { code: string }) {
  const { t } = useTranslation();
  const { state, stillWaiting, again } = usePaymentState<OrderState>(`billing/${code}`);
  if (state.isError) return <NotFoundPage />;
  const order = state.data;
  return (
    <>
      <PageHeading
        title={order ? t('order.title', { reference: order.reference }) : t('order.titleFallback')}
      >
        {order && t(unpaid(order) ? 'order.introUnpaid' : 'order.intro', { buyer: order.buyer })}
      </PageHeading>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
        {order && (
          <>
            <Outcome order={order} stillWaiting={stillWaiting} again={again} />
            <Details order={order} />
            <ComplaintForm code={code} about="order" name={order.buyer} />
          </>
        )}
      </div>
    </>
  );
}

function Outcome({
  order,
  stillWaiting,
  again,
}: {
  order: OrderState;
  stillWaiting: boolean;
  again: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (order.status === 'pending') {
    return <Waiting checkout={order.checkout} stillWaiting={stillWaiting} paid={again} />;
  }
  if (order.status === 'paid') {
    return (
      <section
        role="status"
        data-testid="order-paid"
        className="space-y-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
      >
        <div>
          <h2 className="text-xl font-semibold text-emerald-900">{t('order.paymentSuccess')}</h2>
          <p>{t('order.paidText', { date: formatDateTime(order.paid_at, lang) })}</p>
        </div>
        {order.stock_state === 'sold' && (
          <div data-testid="order-stock-updated">
            <h3 className="font-semibold text-emerald-900">{t('order.updateSuccess')}</h3>
            <p>{t('order.stockText')}</p>
          </div>
        )}
        {order.stock_state === 'short' && <p>{t('order.stockShort')}</p>}
      </section>
    );
  }
  if (order.status === 'refunded') {
    return (
      <p
        role="status"
        className="rounded-2xl border border-slate-200 bg-white p-6"
        data-testid="order-refunded"
      >
        {t('order.refunded')}
      </p>
    );
  }
  return (
    <section
      role="alert"
      data-testid="order-failed"
      className="rounded-2xl border border-red-200 bg-red-50 p-6"
    >
      <h2 className="text-xl font-semibold text-red-800">{t('order.failed')}</h2>
      <p className="font-medium text-red-800">{t('order.paymentFailed')}</p>
      <p className="mt-2 text-red-800">
        {order.status === 'expired' ? t('order.expiredText') : t('order.failedText')}
      </p>
      <Link
        to="/cart"
        className="mt-4 inline-block rounded-full bg-emerald-700 px-6 py-2.5 font-semibold text-white hover:bg-emerald-800"
        data-testid="order-try-again"
      >
        {t('order.tryAgain')}
      </Link>
    </section>
  );
}

function Details({ order }: { order: OrderState }) {
  const { t } = useTranslation();
  const lang = useLang();
  const status = paymentStatusOptions.find((o) => o.value === order.status)?.label[lang] ?? order.status;
  return (
    <section aria-labelledby="order-items" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <dl className="grid gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-emerald-700">{t('order.invoice')}</dt>
          <dd className="font-semibold" data-testid="order-invoice">
            {order.reference}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-emerald-700">{t('payment.date')}</dt>
          <dd>{formatDateTime(order.created_at, lang)}</dd>
        </div>
        <div>
          <dt className="text-sm text-emerald-700">{t('payment.status')}</dt>
          <dd className="font-semibold" data-testid="order-status">
            {status}
          </dd>
        </div>
      </dl>
      <h2 id="order-items" className="text-lg font-semibold">
        {t('order.items')}
      </h2>
      <table className="w-full text-left">
        <thead className="text-sm text-emerald-700">
          <tr>
            <th scope="col" className="py-2">
              {t('order.items')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('cart.qty')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('cart.price')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('cart.subtotal')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-emerald-100">
          {order.items.map((item) => (
            <tr key={item.product_id} data-testid="order-item">
              <td className="py-2">{item.product_name}</td>
              <td className="py-2 text-right">{item.qty}</td>
              <td className="py-2 text-right">{formatRupiah(item.price)}</td>
              <td className="py-2 text-right">{formatRupiah(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto max-w-xs space-y-1">
        <div className="flex justify-between">
          <dt>{t('cart.subtotal')}</dt>
          <dd>{formatRupiah(order.subtotal)}</dd>
        </div>
        {order.discount_amount > 0 && (
          <div className="flex justify-between text-emerald-800">
            <dt>{t('order.discount')}</dt>
            <dd data-testid="order-discount">−{formatRupiah(order.discount_amount)}</dd>
          </div>
        )}
        <div className="flex justify-between text-lg font-bold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="order-total">{formatRupiah(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
