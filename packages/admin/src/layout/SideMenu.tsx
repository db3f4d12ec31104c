import { SearchOutlined } from '@ant-design/icons';
import { Empty, Flex, Input, Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLang } from '../i18n';
import type { AdminRoute } from '../modules/routes';
import { useMenuModules } from './useMenuModules';
import './SideMenu.css';

const moduleKey = (module: string) => `module:${module}`;
const groupKey = (key: string) => `group:${key}`;

/** The submenus that hold a route: its menu module's and its group's. */
function keysHolding(route: AdminRoute): string[] {
  const module = moduleKey(route.menu);
  return route.group === undefined ? [module] : [module, groupKey(`${route.menu}/${route.group}`)];
}

/**
 * The left menu: a search box over the menu modules, each a submenu of its default group's routes and of
 * its groups' submenus. The current route's module and group open with it; while searching, every
 * submenu holding a match is open.
 */
export function SideMenu({ routes, onNavigate }: { routes: readonly AdminRoute[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const searching = search.trim() !== '';
  const tree = useMenuModules(routes, search);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const here = routes.find((r) => r.path === pathname);
  const current = here ? keysHolding(here).join('\n') : '';
  // Opening another route opens its module and group too, leaving open what the user opened.
  useEffect(() => {
    if (current) setOpenKeys((open) => [...new Set([...open, ...current.split('\n')])]);
  }, [current]);

  const item = (r: AdminRoute) => ({ key: r.path, label: r.title[lang] });
  const items: MenuProps['items'] = tree.map((entry) => ({
    key: moduleKey(entry.module),
    label: t(`menu.${entry.module}`),
    children: [
      ...entry.routes.map(item),
      ...entry.groups.map((group) => ({
        key: groupKey(group.key),
        label: group.label[lang],
        children: group.routes.map(item),
      })),
    ],
  }));
  const allKeys = tree.flatMap((entry) => [
    moduleKey(entry.module),
    ...entry.groups.map((g) => groupKey(g.key)),
  ]);

  return (
    <Flex vertical gap="small">
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('menuSearch.placeholder')}
        aria-label={t('menuSearch.label')}
        data-testid="menu-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginInline: 12, width: 'auto' }}
      />
      {tree.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('menuSearch.none')}
          data-testid="menu-none"
        />
      ) : (
        <Menu
          mode="inline"
          className="admin-side-menu"
          data-testid="main-menu"
          items={items}
          openKeys={searching ? allKeys : openKeys}
          onOpenChange={(keys) => {
            if (!searching) setOpenKeys(keys);
          }}
          // Views differ by query string only, so a route's pages have its exact path; a prefix would also
          // select `/master/contoh-komponen` on `/master/contoh-komponen-tabel`.
          selectedKeys={[pathname]}
          style={{ borderInlineEnd: 0 }}
          onClick={({ key }) => {
            navigate(key);
            onNavigate?.();
          }}
        />
      )}
    </Flex>
  );
}
