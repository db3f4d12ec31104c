import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../ui/icons';
import { adminLoginUrl, menuItemKey, menus } from '../siteMap';
import { MenuLink } from './MenuLink';

/**
 * The id of the phone menu, which its button controls. Not generated at render (`useId`): the server
 * renders with React and the browser with Preact, whose ids differ, and the menu is rendered only in the
 * browser, so its button, rendered by the server, would point at an id that does not exist.
 */
export const mobileMenuId = 'mobile-menu';

/** The phone and tablet menu: every menu as a native disclosure, so touch and keyboard work as is. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const linkClass = 'block rounded px-3 py-2.5 text-emerald-950 hover:bg-emerald-50';
  return (
    <div
      id={mobileMenuId}
      className="max-h-[calc(100dvh-6.5rem)] overflow-y-auto border-t border-emerald-100 bg-white xl:hidden"
    >
      <ul className="mx-auto max-w-7xl space-y-1 px-3 py-3 sm:px-6">
        {menus.map((menu) =>
          menu.items ? (
            <li key={menu.label}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded px-3 py-2.5 font-medium text-emerald-950 hover:bg-emerald-50 [&::-webkit-details-marker]:hidden">
                  {t(menu.label)}
                  <ChevronDownIcon className="transition-transform group-open:rotate-180" />
                </summary>
                <ul className="ml-3 border-l border-emerald-100 pl-2">
                  {menu.items.map((item) => (
                    <li key={item.to}>
                      <MenuLink link={item} onClick={onNavigate} className={`${linkClass} text-sm`}>
                        {t(menuItemKey(item))}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={menu.label}>
              <MenuLink link={menu} onClick={onNavigate} className={`${linkClass} font-medium`}>
                {t(menu.label)}
              </MenuLink>
            </li>
          ),
        )}
        <li>
          <a href={adminLoginUrl} target="_blank" rel="noopener" className={`${linkClass} font-medium`}>
            {t('common.logIn')}
          </a>
        </li>
        <li className="pt-2">
          <MenuLink
            link={{ to: '/donation' }}
            onClick={onNavigate}
            className="block rounded-full bg-emerald-700 px-4 py-3 text-center font-semibold text-white hover:bg-emerald-800"
          >
            {t('common.plantATree')}
          </MenuLink>
        </li>
      </ul>
    </div>
  );
}
