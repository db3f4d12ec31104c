import { useTranslation } from 'react-i18next';

/** How many of a gift a new buyer may still take, or that none is left. */
export function StockNote({ available }: { available: number }) {
  const { t } = useTranslation();
  return (
    <p
      data-testid="gift-stock"
      className={available > 0 ? 'text-sm text-emerald-800' : 'text-sm font-semibold text-red-700'}
    >
      {available > 0 ? t('gifts.inStock', { count: available }) : t('gifts.outOfStock')}
    </p>
  );
}
