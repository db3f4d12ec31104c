import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { authProvider } from './authProvider';
import { useSession } from './session';

interface Credentials {
  username?: string;
  password?: string;
}

/** `/login` (admin spec §2): username or email, password, 'Masuk'. */
export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session) return <Navigate to="/" replace />;

  const submit = async ({ username = '', password = '' }: Credentials) => {
    if (!username.trim() || !password) {
      setProblem(t('login.required'));
      return;
    }
    setBusy(true);
    const result = await authProvider.login(username.trim(), password);
    setBusy(false);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    // Nothing cached for a previous user may show to this one.
    queryClient.clear();
    navigate('/', { replace: true });
  };

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      {/* A plain panel rather than antd's Card, which would bring its tabs into the first load. */}
      <div
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 24,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Flex justify="space-between" align="start">
          <div>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {t('login.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
          </div>
          <LanguageSwitch />
        </Flex>
        {problem && (
          <Alert
            type="error"
            showIcon
            title={problem}
            style={{ marginBottom: 16 }}
            data-testid="login-error"
          />
        )}
        <Form<Credentials> layout="vertical" onFinish={submit} onValuesChange={() => setProblem(null)}>
          <Form.Item name="username" label={t('login.username')}>
            <Input prefix={<UserOutlined />} autoComplete="username" data-testid="login-username" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')}>
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              data-testid="login-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </div>
    </Flex>
  );
}
