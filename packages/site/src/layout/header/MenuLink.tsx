import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuLink as MenuLinkTarget } from '../siteMap';

interface Props {
  link: MenuLinkTarget;
  className: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A link of the menus; new-tab links say so to screen readers. */
export function MenuLink({ link, className, children, onClick }: Props) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={link.to}
      className={({ isActive }) => `${className} ${isActive ? 'text-emerald-700' : ''}`}
      onClick={onClick}
      {...(link.newTab && { target: '_blank', rel: 'noopener' })}
    >
      {children}
      {link.newTab && <span className="sr-only"> {t('common.opensInNewTab')}</span>}
    </NavLink>
  );
}
