import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../auth/session';
import { LanguageSwitch } from './LanguageSwitch';
import { TimeZoneSwitch } from './TimeZoneSwitch';

/**
 * The header's user button and the right aside it opens: who is logged in, the language, the way to
 * their own account page and a way out. `iconOnly` keeps the button small where the header has little room.
 */
export function UserAside({ iconOnly, onLogout }: { iconOnly: boolean; onLogout: () => void }) {
  const { t } = useTranslation();
  const profile = useSession()?.profile;
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  return (
    <>
      <Button
        type="text"
        icon={<UserOutlined />}
        aria-label={iconOnly ? t('aside.open') : undefined}
        data-testid="user-button"
        onClick={() => setOpen(true)}
      >
        {iconOnly ? null : <span data-testid="user-name">{profile?.fullname}</span>}
      </Button>
      <Drawer
        placement="right"
        size={320}
        open={open}
        onClose={() => setOpen(false)}
        title={t('aside.title')}
        destroyOnHidden
        data-testid="right-aside"
      >
        <Flex vertical gap="large">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'fullname', label: t('aside.fullname'), children: profile?.fullname },
              { key: 'username', label: t('aside.username'), children: profile?.username },
              { key: 'email', label: t('aside.email'), children: profile?.email },
              { key: 'role', label: t('aside.role'), children: profile?.role_name },
            ]}
          />
          <Flex align="center" justify="space-between">
            <Typography.Text>{t('header.language')}</Typography.Text>
            <LanguageSwitch />
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text>{t('aside.timeZone')}</Typography.Text>
            <TimeZoneSwitch />
          </Flex>
          <Button
            block
            icon={<SettingOutlined />}
            data-testid="my-account-link"
            onClick={() => {
              setOpen(false);
              navigate('/account');
            }}
          >
            {t('aside.account')}
          </Button>
          <Button danger block icon={<LogoutOutlined />} data-testid="aside-logout-button" onClick={onLogout}>
            {t('header.logout')}
          </Button>
        </Flex>
      </Drawer>
    </>
  );
}
