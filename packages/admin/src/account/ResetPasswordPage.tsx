import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthPanel, PanelMessage } from './AuthPanel';
import './texts';
import { accountApi } from './accountApi';

/** A reset link is good for about one day (admin spec §9); the server holds the code to its own expiry. */
const linkSeconds = 24 * 3600;

/**
 * `/reset-password?code=…&ts=…` (admin spec §2 and §5): a new password typed twice (with show/hide),
 * 'Perbarui & Login' only once both are filled and equal; 'Password Berhasil diperbarui', then login.
 * Without a code or a time, or with a link older than a day, back to login.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const ts = Number(params.get('ts'));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The server's reason for refusing the password itself (too short, too easy to guess), shown on its field.
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fresh = Number.isFinite(ts) && ts > 0 && Date.now() / 1000 - ts <= linkSeconds;
  if (!code || !fresh) return <Navigate to="/login" replace />;

  const mismatch = confirm !== '' && confirm !== password;
  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await accountApi.changePassword(code, password);
      // The login page says so: the new password is the one to log in with.
      navigate('/login', { replace: true, state: { notice: t('reset.done') } });
    } catch (error) {
      const fieldErrors = (error as { errors?: Record<string, string[]> }).errors;
      if (fieldErrors?.password?.[0]) setPasswordProblem(fieldErrors.password[0]);
      else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthPanel title={t('reset.title')}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('reset.password')}
          validateStatus={passwordProblem ? 'error' : undefined}
          help={passwordProblem ?? undefined}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordProblem(null);
            }}
            data-testid="reset-password"
          />
        </Form.Item>
        <Form.Item
          label={t('reset.confirm')}
          validateStatus={mismatch ? 'error' : undefined}
          help={mismatch ? t('reset.mismatch') : undefined}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            data-testid="reset-confirm"
          />
        </Form.Item>
        {problem && <PanelMessage title={problem} testId="reset-error" />}
        <Button
          type="primary"
          htmlType="submit"
          block
          disabled={!password || !confirm || mismatch}
          loading={busy}
          data-testid="reset-submit"
        >
          {t('reset.submit')}
        </Button>
      </Form>
    </AuthPanel>
  );
}
