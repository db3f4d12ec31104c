import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AuthPanel, PanelMessage } from '../account/AuthPanel';
import { accountApi, type UserBeforeLogin, useAccountOptions } from '../account/accountApi';
import { authProvider } from './authProvider';
import { useSession } from './session';

interface Credentials {
  username?: string;
  password?: string;
}

/** Seconds before another verification mail may be asked for (admin spec §9). */
const resendWait = 60;

/**
 * A button that sends the verification mail again, then waits 60 seconds before it may again; a refusal
 * shows beside it, and the server's confirmation goes to `onSent` (the login page loads without antd's
 * toasts and dialogs).
 */
function ResendVerification({ user, onSent }: { user: UserBeforeLogin; onSent: (message: string) => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const send = async () => {
    setBusy(true);
    try {
      setFailure(null);
      onSent((await accountApi.resendVerification(user)).message);
      setLeft(resendWait);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={4} align="start">
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        disabled={left > 0}
        loading={busy}
        onClick={send}
        data-testid="login-resend"
      >
        {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.resend')}
      </Button>
      {failure && (
        <Typography.Text type="danger" data-testid="login-resend-failure">
          {failure}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The forgot state of the login page: an email, 'Kirim' and 'Batal'; then 'Email Terkirim'. */
function ForgotPassword({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (sent) {
    // An alert rather than antd's Result: the login page is the first load and is kept small.
    return (
      <Flex vertical gap={16}>
        <Alert type="success" showIcon title={t('forgot.sentTitle')} description={sent} />
        <Button
          type="link"
          style={{ padding: 0, alignSelf: 'start' }}
          onClick={onDone}
          data-testid="forgot-back"
        >
          {t('forgot.backToLogin')}
        </Button>
      </Flex>
    );
  }
  const send = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setSent((await accountApi.forgotPassword(email.trim())).message);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" onFinish={send}>
      <Typography.Paragraph>{t('forgot.text')}</Typography.Paragraph>
      {problem && <PanelMessage title={problem} testId="forgot-error" />}
      <Form.Item label={t('forgot.email')}>
        <Input
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          data-testid="forgot-email"
        />
      </Form.Item>
      <Flex gap={8}>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!email.trim()}
          loading={busy}
          data-testid="forgot-send"
        >
          {t('forgot.send')}
        </Button>
        <Button onClick={onDone} data-testid="forgot-cancel">
          {t('forgot.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * `/login` (admin spec §2 and §4): username or email, password, 'Masuk'; the forgot-password and register
 * links when the server has those flows open; a refused login of an unverified user offers a new
 * verification mail, and one awaiting approval goes to the waiting page.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const options = useAccountOptions().data;
  // A page that sends the user here may say why, e.g. that the password was just changed.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [state, setState] = useState<'signin' | 'forgot'>('signin');
  const [problem, setProblem] = useState<{ message: string; user?: UserBeforeLogin } | null>(null);
  // The verification mail sent again: the refused login's panel turns into its confirmation.
  const [resent, setResent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session) return <Navigate to="/" replace />;

  const submit = async ({ username = '', password = '' }: Credentials) => {
    if (!username.trim() || !password) {
      setProblem({ message: t('login.required') });
      setResent(null);
      return;
    }
    setBusy(true);
    const result = await authProvider.login(username.trim(), password);
    setBusy(false);
    if (!result.ok) {
      if (result.user?.status_code === 'email_verified') {
        navigate('/waiting-apps', { state: { user: result.user } });
        return;
      }
      setProblem({ message: result.message, user: result.user });
      setResent(null);
      return;
    }
    // Nothing cached for a previous user may show to this one.
    queryClient.clear();
    navigate('/', { replace: true });
  };

  if (state === 'forgot') {
    return (
      <AuthPanel title={t('forgot.title')}>
        <ForgotPassword onDone={() => setState('signin')} />
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice && !problem && <PanelMessage type="success" title={notice} testId="login-notice" />}
      {problem && (
        // One panel, so the resend button keeps its countdown when the panel turns into a confirmation.
        <PanelMessage
          type={resent ? 'success' : 'error'}
          title={resent ? <span data-testid="login-resend-answer">{resent}</span> : problem.message}
          description={
            problem.user?.status_code === 'email_unverified' && (
              <ResendVerification user={problem.user} onSent={setResent} />
            )
          }
          testId={resent ? 'login-resent' : 'login-error'}
        />
      )}
      <Form<Credentials>
        layout="vertical"
        onFinish={submit}
        onValuesChange={() => {
          setProblem(null);
          setResent(null);
        }}
      >
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
      {(options?.forgetPassword || options?.allowRegister) && (
        <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
          {options.forgetPassword && (
            <Button
              type="link"
              style={{ padding: 0 }}
              onClick={() => setState('forgot')}
              data-testid="login-forgot"
            >
              {t('login.forgot')}
            </Button>
          )}
          {options.allowRegister && (
            <Link to="/register" data-testid="login-register">
              {t('login.register')}
            </Link>
          )}
        </Flex>
      )}
    </AuthPanel>
  );
}
