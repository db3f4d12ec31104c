import { PlusOutlined } from '@ant-design/icons';
import { Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../api/upload';
import type { FieldInputProps } from './types';

/** Single image upload limit when a field names none (admin spec §9). */
const defaultMaxSizeMb = 1;

/** Whether a file is small enough: strictly below the limit (admin spec §5). */
export function isBelowLimit(size: number, maxSizeMb: number): boolean {
  return size < maxSizeMb * 1024 * 1024;
}

const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1) || url;

/**
 * Uploads one image as soon as it is chosen and holds its URL as the value: idle, uploading with a
 * percentage, done or error; removing it clears the value.
 */
export function ImageInput({ field, value, onChange, id, testId }: FieldInputProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<UploadFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const url = typeof value === 'string' && value ? value : null;
  const shown: UploadFile[] = pending
    ? [pending]
    : url
      ? [{ uid: url, name: fileName(url), status: 'done', url, thumbUrl: url }]
      : [];

  return (
    <div data-testid={testId}>
      <Upload
        id={id}
        accept={field.accept ?? 'image/*'}
        listType="picture-card"
        maxCount={1}
        fileList={shown}
        beforeUpload={(file) => {
          if (isBelowLimit(file.size, field.maxSizeMb ?? defaultMaxSizeMb)) {
            setProblem(null);
            return true;
          }
          setProblem(t('field.fileTooLarge'));
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file }) => {
          const chosen = file as File;
          const uid = `${Date.now()}`;
          setPending({ uid, name: chosen.name, status: 'uploading', percent: 0 });
          uploadFile(chosen, (percent) => setPending((p) => p && { ...p, percent }))
            .then((uploaded) => {
              setPending(null);
              onChange?.(uploaded.url);
            })
            .catch((error: unknown) => {
              setPending({ uid, name: chosen.name, status: 'error' });
              setProblem(error instanceof Error ? error.message : t('field.uploadCanceled'));
            });
        }}
        onRemove={() => {
          setPending(null);
          setProblem(null);
          onChange?.(null);
        }}
      >
        {shown.length === 0 && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('field.upload')}</div>
          </button>
        )}
      </Upload>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </div>
  );
}
