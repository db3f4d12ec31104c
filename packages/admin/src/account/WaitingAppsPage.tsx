import { CopyOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthPanel } from './AuthPanel';
import './texts';
import { contactNumber, departmentShortName, type UserBeforeLogin } from './accountApi';

/** Copies text with the Clipboard API, or where the browser refuses it, through a selected text area. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/**
 * `waiting-apps` (admin spec §2): a verified user waits for their Department Admin. Shows the department's
 * contact person with a button that copies the number. Opened by the login with the user; without one,
 * back to login.
 */
export default function WaitingAppsPage() {
  const { t } = useTranslation();
  const user = (useLocation().state as { user?: UserBeforeLogin } | null)?.user;
  const [copied, setCopied] = useState(false);
  // The copied note shows for three seconds, and no longer than the page.
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!user) return <Navigate to="/login" replace />;
  const contact = user.departement?.contact_pic ?? '';
  const number = contactNumber(contact);
  const copy = async () => {
    if (await copyText(number)) setCopied(true);
  };
  return (
    <AuthPanel title={t('waiting.title')} width={480}>
      <Result
        status="info"
        title={t('waiting.title')}
        subTitle={t('waiting.text', {
          name: user.fullname,
          department: departmentShortName(user.departement?.department_name ?? ''),
        })}
        data-testid="waiting-apps"
      />
      {user.departement ? (
        <Flex vertical gap={8} align="center">
          <Typography.Text type="secondary">{t('waiting.contact')}</Typography.Text>
          <Flex gap={8} align="center">
            <PhoneOutlined />
            <Typography.Text strong data-testid="waiting-contact">
              {contact}
            </Typography.Text>
            {number && (
              <Tooltip title={t('waiting.copied')} open={copied}>
                <Button
                  icon={<CopyOutlined />}
                  size="small"
                  onClick={copy}
                  aria-label={t('waiting.copy')}
                  data-testid="waiting-copy"
                >
                  {t('waiting.copy')}
                </Button>
              </Tooltip>
            )}
          </Flex>
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary">{t('waiting.noContact')}</Typography.Paragraph>
      )}
      <Flex justify="center" style={{ marginTop: 24 }}>
        <Link to="/login" data-testid="waiting-back">
          {t('forgot.backToLogin')}
        </Link>
      </Flex>
    </AuthPanel>
  );
}
