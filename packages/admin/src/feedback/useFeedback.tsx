import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../modules/texts';

/** How long alerts and toasts stay (admin spec §9). */
const alertMs = 3000;

export interface Feedback {
  /** Centred error popup titled 'Error' that closes itself after 3 s. */
  error: (message: string) => void;
  /** Top-right toast for 3 s. */
  success: (message: string) => void;
  /** Top-right warning that stays until closed: something saved the user should know. */
  warning: (message: string) => void;
  /** Warning dialog with 'Ya, Lanjutkan' / 'Batalkan'; its OK button spins until onConfirm settles. */
  confirm: (title: string, content: string, onConfirm: () => Promise<void>) => void;
  /** A secret shown once (a new API token), with a copy button; stays until closed. */
  secret: (value: string) => void;
}

/** The alerts of admin spec §8, drawn with antd inside the app's theme and locale. */
export function useFeedback(): Feedback {
  const { modal, notification } = App.useApp();
  const { t } = useTranslation();
  return {
    error(message) {
      const popup = modal.error({ title: t('feedback.errorTitle'), content: message, centered: true });
      setTimeout(() => popup.destroy(), alertMs);
    },
    success(message) {
      notification.success({ title: message, placement: 'topRight', duration: alertMs / 1000 });
    },
    warning(message) {
      notification.warning({ title: message, placement: 'topRight', duration: 0 });
    },
    confirm(title, content, onConfirm) {
      modal.confirm({
        title,
        content,
        type: 'warning',
        centered: true,
        okText: t('feedback.confirm'),
        cancelText: t('feedback.cancel'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
        cancelButtonProps: { 'data-testid': 'confirm-cancel' },
        onOk: onConfirm,
      });
    },
    secret(value) {
      modal.info({
        title: t('feedback.secretTitle'),
        width: 560,
        content: (
          <>
            <Typography.Paragraph>{t('feedback.secretText')}</Typography.Paragraph>
            <Typography.Paragraph copyable={{ text: value }} code data-testid="secret-value">
              {value}
            </Typography.Paragraph>
          </>
        ),
        okButtonProps: { 'data-testid': 'secret-ok' },
      });
    },
  };
}
