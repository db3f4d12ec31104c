import { Button, Flex, Form, Input, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthPanel, PanelMessage } from './AuthPanel';
import './texts';
import { accountApi } from './accountApi';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * `/verify-email` (admin spec §2): the code of the mailed link is sent at once; a code can also be typed
 * and sent with 'Kirim'. On success the server's message shows, with the wait for the Department Admin.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linked = params.get('code') ?? '';
  const [code, setCode] = useState(linked);
  const [state, setState] = useState<State>(linked ? { kind: 'busy' } : { kind: 'idle' });
  const sentOnce = useRef(false);

  const send = useCallback(async (value: string) => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', message: (await accountApi.verifyEmail(value.trim())).message });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  // A code is single-use: the link's is sent once, even when the page mounts twice.
  useEffect(() => {
    if (!linked || sentOnce.current) return;
    sentOnce.current = true;
    void send(linked);
  }, [linked, send]);

  if (state.kind === 'done') {
    return (
      <AuthPanel title={t('verify.title')}>
        <Result
          status="success"
          title={state.message}
          subTitle={t('verify.awaiting')}
          extra={<Link to="/login">{t('forgot.backToLogin')}</Link>}
          data-testid="verify-done"
        />
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={t('verify.title')}>
      {state.kind === 'busy' && (
        <Flex justify="center" style={{ marginBottom: 16 }}>
          <Spin tip={t('verify.checking')} />
        </Flex>
      )}
      {state.kind === 'failed' && <PanelMessage title={state.message} testId="verify-error" />}
      <Form layout="vertical" onFinish={() => send(code)}>
        <Form.Item label={t('verify.code')}>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            data-testid="verify-code"
          />
        </Form.Item>
        <Flex justify="space-between" align="center">
          <Button
            type="primary"
            htmlType="submit"
            disabled={!code.trim()}
            loading={state.kind === 'busy'}
            data-testid="verify-send"
          >
            {t('verify.send')}
          </Button>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </Flex>
      </Form>
    </AuthPanel>
  );
}
