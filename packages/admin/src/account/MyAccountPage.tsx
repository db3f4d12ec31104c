import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/client';
import { type Profile, readSession, saveSession, useSession } from '../auth/session';
import { TimeZoneSwitch } from '../layout/TimeZoneSwitch';
import './texts';

type Outcome = { type: 'success' | 'error'; text: string } | null;

/** The server's refusal as the form shows it: field errors on their fields, anything else as a message. */
function refusal<T>(form: ReturnType<typeof Form.useForm<T>>[0], error: unknown, fields: readonly string[]) {
  const errors = (error as { errors?: Record<string, string[]> }).errors ?? {};
  const known = fields.filter((f) => errors[f]?.length);
  form.setFields(known.map((name) => ({ name: name as never, errors: errors[name] })));
  return known.length > 0
    ? null
    : { type: 'error' as const, text: error instanceof Error ? error.message : String(error) };
}

/** A card's answer (success or refusal) and its submit button. */
function Submit({
  outcome,
  busy,
  name,
  label,
}: {
  outcome: Outcome;
  busy: boolean;
  name: string;
  label: string;
}) {
  return (
    <>
      {outcome && <Alert type={outcome.type} showIcon title={outcome.text} data-testid={`${name}-outcome`} />}
      <Button
        type="primary"
        htmlType="submit"
        loading={busy}
        data-testid={`${name}-submit`}
        style={{ marginTop: 16 }}
      >
        {label}
      </Button>
    </>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ fullname: string; phone: string }>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = async (values: { fullname: string; phone: string }) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await request<{ data: { user: Profile }; message: string }>('/me/preferences', {
        method: 'PUT',
        body: { fullname: values.fullname, phone: values.phone?.trim() ? values.phone : null },
      });
      const session = readSession();
      if (session) saveSession({ ...session, profile: { ...session.profile, ...answer.data.user } });
      setOutcome({ type: 'success', text: answer.message });
    } catch (error) {
      setOutcome(refusal(form, error, ['fullname', 'phone']));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('myAccount.profile')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ fullname: profile.fullname, phone: profile.phone ?? '' }}
        onFinish={save}
      >
        <Form.Item label={t('myAccount.email')} htmlFor="account-email">
          <Input id="account-email" value={profile.email} disabled data-testid="account-email" />
        </Form.Item>
        <Typography.Paragraph>{t('myAccount.emailHint')}</Typography.Paragraph>
        <Form.Item
          name="fullname"
          label={t('myAccount.fullname')}
          rules={[{ required: true, message: t('myAccount.required', { field: t('myAccount.fullname') }) }]}
        >
          <Input autoComplete="name" maxLength={255} data-testid="account-fullname" />
        </Form.Item>
        <Form.Item name="phone" label={t('myAccount.phone')}>
          <Input type="tel" autoComplete="tel" maxLength={30} data-testid="account-phone" />
        </Form.Item>
        <Submit outcome={outcome} busy={busy} name="profile" label={t('myAccount.saveProfile')} />
      </Form>
      <Flex vertical gap={4} style={{ marginTop: 24 }}>
        <Typography.Text>{t('myAccount.timeZone')}</Typography.Text>
        <TimeZoneSwitch />
      </Flex>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  type Values = { current_password: string; password: string; confirm: string };
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const required = (field: string) => [{ required: true, message: t('myAccount.required', { field }) }];
  const change = async ({ current_password, password }: Values) => {
    setBusy(true);
    setOutcome(null);
    try {
      const { message } = await request<{ message: string }>('/me/password', {
        method: 'POST',
        body: { current_password, password },
      });
      form.resetFields();
      setOutcome({ type: 'success', text: message });
    } catch (error) {
      setOutcome(refusal(form, error, ['current_password', 'password']));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('myAccount.password')}>
      <Typography.Paragraph>{t('myAccount.sessionsNote')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={change}>
        <Form.Item
          name="current_password"
          label={t('myAccount.current')}
          rules={required(t('myAccount.current'))}
        >
          <Input.Password autoComplete="current-password" data-testid="account-current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('myAccount.new')} rules={required(t('myAccount.new'))}>
          <Input.Password autoComplete="new-password" data-testid="account-new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('myAccount.confirm')}
          dependencies={['password']}
          rules={[
            ...required(t('myAccount.confirm')),
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('myAccount.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="account-confirm-password" />
        </Form.Item>
        <Submit outcome={outcome} busy={busy} name="password" label={t('myAccount.savePassword')} />
      </Form>
    </Card>
  );
}

/**
 * `/account`: the signed-in user's own name, phone and time zone, and a new password given the current
 * one (the server ends the user's other sessions and says so). The email stays with those who manage users.
 */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const profile = useSession()?.profile;
  if (!profile) return null;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 640 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('myAccount.title')}
      </Typography.Title>
      <ProfileCard profile={profile} />
      <PasswordCard />
    </Flex>
  );
}
