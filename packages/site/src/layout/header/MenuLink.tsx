import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { localPath, useLang } from '../../app/lang';
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
  const lang = useLang();
  return (
    <NavLink
      to={localPath(link.to, lang)}
      // NavLink marks the current page with aria-current; the attribute selector outranks the text colour.
      className={`${className} aria-[current=page]:text-emerald-700`}
      onClick={onClick}
      {...(link.newTab && { target: '_blank', rel: 'noopener' })}
    >
      {children}
      {link.newTab && <span className="sr-only"> {t('common.opensInNewTab')}</span>}
    </NavLink>
  );
}
