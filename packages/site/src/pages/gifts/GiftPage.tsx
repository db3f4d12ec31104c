import { formatRupiah } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { availableOf, type Gift, useGift } from '../../api/public';
import { CategoryBadge } from '../../ui/CardItem';
import { Comments } from '../../ui/Comments';
import { Link } from '../../ui/Link';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { teaser } from '../../ui/text';
import { usePageTitle } from '../../ui/usePageTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import { AddToCartButton } from './AddToCartButton';
import { StockNote } from './StockNote';
import './texts';

/** /gifts/{id}: one gift with its picture, price, photos, its approved comments and a form for a new one. */
export default function GiftPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const gift = useGift(id);
  if (gift.isError || !/^\d{1,15}$/.test(id)) return <NotFoundPage />;
  if (!gift.data) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-12" role="status" aria-label={t('common.loading')}>
        <div className="h-80 animate-pulse rounded-2xl bg-emerald-100" />
      </div>
    );
  }
  return <GiftView gift={gift.data} />;
}

function GiftView({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  usePageTitle(gift.product_name, {
    description: teaser(gift.description, 160) || undefined,
    image: gift.file_product?.url,
  });
  const available = availableOf(gift);
  const photos = gift.product_photo.flatMap((photo) =>
    photo.file_product_photo ? [{ id: photo.id, url: photo.file_product_photo.url }] : [],
  );
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link to="/gifts" className="text-sm font-semibold text-emerald-700 hover:underline">
        ← {t('gifts.back')}
      </Link>
      <div className="mt-6 grid items-start gap-8 md:grid-cols-2">
        {gift.file_product && (
          <Picture
            src={gift.file_product.url}
            alt={gift.product_name}
            sizes="(min-width: 768px) 32rem, 100vw"
            width={800}
            height={800}
            eager
            priority="high"
            className="aspect-square w-full rounded-2xl bg-emerald-50 object-cover"
          />
        )}
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            <CategoryBadge label={gift.rel_product_category_id?.label} />
          </p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{gift.product_name}</h1>
          <p className="text-2xl font-bold text-emerald-900" data-testid="gift-price">
            <span className="sr-only">{t('gifts.price')}: </span>
            {formatRupiah(gift.price)}
          </p>
          <StockNote available={available} />
          <AddToCartButton productId={gift.id} name={gift.product_name} available={available} />
          {gift.description && (
            <RichText
              testId="gift-description"
              className="mt-3 space-y-4 leading-relaxed"
              html={gift.description}
            />
          )}
        </div>
      </div>
      {photos.length > 0 && (
        <section className="mt-10" aria-labelledby="gift-photos">
          <h2 id="gift-photos" className="text-xl font-semibold">
            {t('gifts.photos')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((photo, index) => (
              <li key={photo.id} data-testid="gift-photo">
                <Picture
                  src={photo.url}
                  alt={t('gifts.photoAlt', { name: gift.product_name, number: index + 1 })}
                  sizes="(min-width: 640px) 16rem, 50vw"
                  width={320}
                  height={320}
                  className="aspect-square w-full rounded-lg bg-emerald-50 object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Comments kind="product" id={gift.id} />
    </article>
  );
}
