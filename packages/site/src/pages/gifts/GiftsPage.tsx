import { formatDate, formatRupiah } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { availableOf, type Gift, giftPageSize, useGifts } from '../../api/public';
import { useLang } from '../../app/lang';
import { CategoryBadge } from '../../ui/CardItem';
import { Link } from '../../ui/Link';
import { PagedList, usePageParam } from '../../ui/PagedList';
import { PageHeading } from '../../ui/PageHeading';
import { Picture } from '../../ui/Picture';
import { teaser } from '../../ui/text';
import { AddToCartButton } from './AddToCartButton';
import { StockNote } from './StockNote';
import './texts';

/** /gifts: the shop's gifts, newest first, a page at a time, each with its price and what is left. */
export default function GiftsPage() {
  const { t } = useTranslation();
  const page = usePageParam();
  return (
    <>
      <PageHeading title={t('pages.gifts')}>{t('gifts.intro')}</PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <PagedList
          query={useGifts(page)}
          page={page}
          pageSize={giftPageSize}
          path="/gifts"
          label={t('gifts.pages')}
          emptyText={t('gifts.empty')}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          item={(gift, index) => <GiftCard key={gift.id} gift={gift} eager={index < 3} />}
        />
      </div>
    </>
  );
}

function GiftCard({ gift, eager }: { gift: Gift; eager: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = `/gifts/${gift.id}`;
  return (
    <li data-testid="gift-card" className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
      {gift.file_product && (
        <Picture
          src={gift.file_product.url}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={480}
          height={360}
          eager={eager}
          className="aspect-[4/3] w-full bg-emerald-50 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm text-emerald-700">
          <CategoryBadge label={gift.rel_product_category_id?.label} />
          <time dateTime={gift.created_at}>{formatDate(gift.created_at, lang)}</time>
        </p>
        <h2 className="mt-2 text-xl font-semibold">
          <Link to={to} className="hover:underline">
            {gift.product_name}
          </Link>
        </h2>
        {gift.description && <p className="mt-2 text-emerald-900">{teaser(gift.description, 120)}</p>}
        <p className="mt-3 text-lg font-bold text-emerald-900" data-testid="gift-price">
          <span className="sr-only">{t('gifts.price')}: </span>
          {formatRupiah(gift.price)}
        </p>
        <StockNote available={availableOf(gift)} />
        <div className="mt-auto flex flex-wrap items-start justify-between gap-3 pt-4">
          <Link to={to} className="py-2 font-semibold text-emerald-700 hover:underline">
            {t('blog.readMore')}
            <span className="sr-only">: {gift.product_name}</span>
          </Link>
          <AddToCartButton productId={gift.id} name={gift.product_name} available={availableOf(gift)} />
        </div>
      </div>
    </li>
  );
}
