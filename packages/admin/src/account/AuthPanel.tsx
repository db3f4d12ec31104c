import { Alert, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/** The centred panel of the pages outside the dashboard: login, registration and the other account pages. */
export function AuthPanel({
  title,
  subtitle,
  width = 400,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      {/* A plain panel rather than antd's Card, which would bring its tabs into the first load. */}
      <div
        style={{
          width: '100%',
          maxWidth: width,
          padding: 24,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Flex justify="space-between" align="start">
          <div>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
            {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
          </div>
          <LanguageSwitch />
        </Flex>
        {children}
      </div>
    </Flex>
  );
}

/** A message above an account page's form: what went wrong, or what just happened. */
export function PanelMessage({
  type = 'error',
  title,
  description,
  testId,
}: {
  type?: 'error' | 'success';
  title: ReactNode;
  description?: ReactNode;
  testId: string;
}) {
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      description={description}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
