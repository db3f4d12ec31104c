import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';
import { GetInvolvedForm } from './GetInvolvedForm';
import './texts';

/** /form-get-involved: the enquiry form alone. */
export default function GetInvolvedPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.form-get-involved')}>{t('getInvolved.intro')}</PageHeading>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <GetInvolvedForm />
      </div>
    </>
  );
}
