import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, FloatButton, Grid, Layout, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { authProvider } from '../auth/authProvider';
import type { AdminRoute } from '../modules/routes';
import { LanguageSwitch } from './LanguageSwitch';
import { SideMenu } from './SideMenu';
import { UserAside } from './UserAside';

/**
 * The logged-in frame: left menu of the readable routes (an aside that scrolls by itself), header with
 * language and user, right aside of the user, footer. Below the lg breakpoint the menu moves into a drawer
 * opened from the header, so the page keeps the full width.
 */
export function AdminLayout({ routes }: { routes: readonly AdminRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  // Unknown until the first measurement; the wide layout is the likelier one for a back-office.
  const narrow = screens.lg === false;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const menu = <SideMenu routes={routes} onNavigate={() => setDrawerOpen(false)} />;
  const logout = async () => {
    await authProvider.logout();
    navigate('/login', { replace: true });
  };
  const brand = (
    <Typography.Title level={4} style={{ margin: 0 }}>
      {t('app.name')}
    </Typography.Title>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        <Drawer
          placement="left"
          size={260}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={brand}
        >
          {menu}
        </Drawer>
      ) : (
        // The aside scrolls on its own beside a long page, so the menu stays in reach.
        <Layout.Sider
          theme="light"
          width={240}
          style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
          data-testid="main-aside"
        >
          <div style={{ padding: 16 }}>{brand}</div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header style={{ background: token.colorBgContainer, paddingInline: 16 }}>
          <Flex align="center" gap="middle" style={{ height: '100%' }}>
            {narrow && (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('header.menu')}
                data-testid="menu-button"
                onClick={() => setDrawerOpen(true)}
              />
            )}
            <div style={{ flex: 1 }} />
            <LanguageSwitch />
            <UserAside iconOnly={screens.md === false} onLogout={logout} />
            <Button
              icon={<LogoutOutlined />}
              aria-label={t('header.logout')}
              data-testid="logout-button"
              onClick={logout}
            >
              {narrow ? null : t('header.logout')}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 16, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          {t('app.footer', { year: new Date().getFullYear() })}
        </Layout.Footer>
        <FloatButton.BackTop data-testid="scroll-top" tooltip={t('header.scrollTop')} />
      </Layout>
    </Layout>
  );
}
