import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartCount } from '../../api/money';
import { CartIcon, CloseIcon, LeafIcon, MenuIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { adminLoginUrl, menus } from '../siteMap';
import { Dropdown } from './Dropdown';
import { MenuLink } from './MenuLink';
import { MobileMenu, mobileMenuId } from './MobileMenu';
import { TopBar } from './TopBar';
import { useOpenMenu } from './useOpenMenu';
import { useScrolled } from './useScrolled';

/** Height of the top bar in px; the header sticks at minus this, so only the main bar stays in view. */
const TOP_BAR_HEIGHT = 40;

export function Header() {
  const { t } = useTranslation();
  // Asked by the browser once the page runs: the server's HTML shows the cart without a number.
  const cartCount = useCartCount();
  const scrolled = useScrolled(TOP_BAR_HEIGHT);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openMenu, menuActions] = useOpenMenu();

  useEffect(() => {
    if (!mobileOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [mobileOpen]);

  return (
    <header data-testid="nav" data-scrolled={scrolled} className="sticky -top-10 z-40">
      <TopBar />
      <nav
        aria-label="Menu"
        className={`transition-shadow duration-300 ${scrolled ? 'bg-white/95 shadow-lg backdrop-blur' : 'bg-white shadow-none'}`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-3 sm:px-6">
          <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={`Rimba, ${t('common.home')}`}>
            <span className="grid size-9 place-items-center rounded-full bg-emerald-800 text-xl text-lime-300">
              <LeafIcon />
            </span>
            <span className="text-xl font-bold tracking-tight text-emerald-900">Rimba</span>
          </Link>

          <ul className="hidden items-center text-sm xl:flex">
            {menus.map((menu) =>
              menu.items ? (
                <Dropdown
                  key={menu.label}
                  label={menu.label}
                  items={menu.items}
                  open={openMenu === menu.label}
                  menus={menuActions}
                />
              ) : (
                <li key={menu.label}>
                  <MenuLink
                    link={menu}
                    className="block whitespace-nowrap rounded px-3 py-2 font-medium text-emerald-950 hover:text-emerald-700"
                  >
                    {t(menu.label)}
                  </MenuLink>
                </li>
              ),
            )}
          </ul>

          <div className="flex items-center gap-1 sm:gap-2">
            <Link
              to="/donation"
              className="hidden whitespace-nowrap rounded-full bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 sm:block"
            >
              {t('common.plantATree')}
            </Link>
            <a
              href={adminLoginUrl}
              target="_blank"
              rel="noopener"
              className="hidden rounded px-2 py-2 text-sm font-medium text-emerald-950 hover:text-emerald-700 xl:block"
            >
              {t('common.logIn')}
            </a>
            <Link
              to="/cart"
              className="relative grid size-10 place-items-center rounded-full text-2xl text-emerald-900 hover:bg-emerald-50"
              aria-label={
                cartCount === undefined
                  ? t('common.cart')
                  : `${t('common.cart')}, ${t('common.cartItems', { count: cartCount })}`
              }
            >
              <CartIcon />
              {cartCount !== undefined && (
                <span
                  data-testid="cart-count"
                  className="absolute right-0 top-0 grid min-w-5 place-items-center rounded-full bg-lime-400 px-1 text-xs font-bold text-emerald-950"
                >
                  {cartCount}
                </span>
              )}
            </Link>
            <button
              type="button"
              className="grid size-10 place-items-center rounded text-2xl text-emerald-900 hover:bg-emerald-50 xl:hidden"
              aria-expanded={mobileOpen}
              // The menu is rendered only while open.
              aria-controls={mobileOpen ? mobileMenuId : undefined}
              aria-label={t(mobileOpen ? 'common.closeMenu' : 'common.openMenu')}
              onClick={() => setMobileOpen((open) => !open)}
            >
              {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
        {mobileOpen && <MobileMenu onNavigate={() => setMobileOpen(false)} />}
      </nav>
    </header>
  );
}
