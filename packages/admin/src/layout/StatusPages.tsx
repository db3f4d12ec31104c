import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

function HomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/')}>
      {t('page.home')}
    </Button>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('page.notFound')} extra={<HomeButton />} />;
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <Result status="403" title="403" subTitle={t('page.forbidden')} />;
}

/** For a user who may read no module at all. */
export function NoModulePage() {
  const { t } = useTranslation();
  return <Result status="info" subTitle={t('page.noModule')} />;
}
