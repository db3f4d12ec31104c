import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  acceptedText,
  apiMessage,
  defaultMaxFiles,
  isChosenFileAccepted,
  thumbnailUrl,
  uploadAccept,
  uploadLimitsOf,
} from '@rimba/core';
import { Button, Image, Typography, Upload, type UploadFile } from 'antd';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../api/upload';
import { useLang } from '../i18n';
import { MediaPicker, useMediaLibrary } from './MediaPicker';
import type { FieldInputProps } from './types';

/** The last path segment of a stored file's URL: what a link to it is labelled with. */
export const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1) || url;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** The URLs a file value holds: one for image/file, a list for images/videos. */
export const urlsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v !== '')
    : typeof value === 'string' && value
      ? [value]
      : [];

interface UploadOptions {
  /** One file (value: its URL or null) or several (value: an array of URLs). */
  multiple: boolean;
  /** Picture cards with thumbnails, or a plain list of file names. */
  listType: 'picture-card' | 'text';
}

/**
 * Uploads files as soon as they are chosen, for the resource field the form fills, and holds their URLs
 * as the value: each shows uploading with a percentage, then done, or leaves the list with the server's
 * reason when refused; removing one takes it out of the value. The picker offers only the kinds the server takes for the field; files of another kind, too
 * large files and files beyond the field's maximum count are refused with the spec's messages (admin spec
 * §5), and whatever the server refuses shows its message. A user who may read a media library may also
 * choose a file kept there instead of uploading one.
 */
export function FileUpload({
  field,
  value,
  onChange,
  id,
  testId,
  multiple,
  listType,
  uploadTarget,
}: FieldInputProps & UploadOptions) {
  const { t } = useTranslation();
  const lang = useLang();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const urls = urlsOf(value);
  // Uploads finish after renders; they add to the latest value, not the one they started with.
  const latest = useRef(urls);
  latest.current = urls;
  const maxFiles = multiple ? (field.maxFiles ?? defaultMaxFiles) : 1;
  const limits = uploadLimitsOf(field);
  const library = useMediaLibrary(uploadTarget?.resource);

  const setUrls = (next: string[]) => {
    latest.current = next;
    onChange?.(multiple ? next : (next[0] ?? null));
  };
  const updatePending = (uid: string, change: Partial<UploadFile> | null) =>
    setPending((list) =>
      change === null
        ? list.filter((f) => f.uid !== uid)
        : list.map((f) => (f.uid === uid ? { ...f, ...change } : f)),
    );

  const shown: UploadFile[] = [
    ...urls.map((url): UploadFile => ({ uid: url, name: fileName(url), status: 'done', url, thumbUrl: url })),
    ...pending,
  ];
  const full = multiple ? shown.length >= maxFiles : shown.length > 0;

  return (
    <div data-testid={testId}>
      <Upload
        id={id}
        accept={uploadAccept(field)}
        listType={listType}
        multiple={multiple}
        // Each file uploading shows how far it is, as a bar and a percentage.
        progress={{ size: 3, showInfo: true, format: (percent) => `${Math.round(percent ?? 0)}%` }}
        fileList={shown}
        beforeUpload={(file, batch) => {
          if (!isChosenFileAccepted(limits, file)) {
            setProblem(
              apiMessage('uploadTypeFor', lang, { field: field.label[lang], accepted: acceptedText(limits) }),
            );
            return Upload.LIST_IGNORE;
          }
          if (file.size > limits.maxBytes) {
            setProblem(t('field.fileTooLarge'));
            return Upload.LIST_IGNORE;
          }
          const place = multiple ? latest.current.length + pending.length + batch.indexOf(file) : 0;
          if (multiple && place >= maxFiles) {
            setProblem(t('field.tooManyFiles'));
            return Upload.LIST_IGNORE;
          }
          setProblem(null);
          return true;
        }}
        customRequest={({ file }) => {
          const chosen = file as File;
          const uid = `${Date.now()}-${Math.random()}`;
          // The bar is named by its file, so a screen reader says what is uploading.
          const label = t('field.uploading', { name: chosen.name });
          setPending((list) => [
            ...list,
            { uid, name: chosen.name, status: 'uploading', percent: 0, 'aria-label': label },
          ]);
          uploadFile(chosen, uploadTarget, (percent) => updatePending(uid, { percent }))
            .then((uploaded) => {
              updatePending(uid, null);
              setUrls(multiple ? [...latest.current, uploaded.url] : [uploaded.url]);
            })
            .catch((error: unknown) => {
              // A refused file leaves the list: the value stays what it was, and the message says why.
              updatePending(uid, null);
              setProblem(error instanceof Error ? error.message : t('field.uploadCanceled'));
            });
        }}
        onRemove={(file) => {
          setProblem(null);
          if (file.status === 'done' && file.url) setUrls(latest.current.filter((u) => u !== file.url));
          else updatePending(file.uid, null);
        }}
      >
        {!full &&
          (listType === 'picture-card' ? (
            <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{t('field.upload')}</div>
            </button>
          ) : (
            <Button icon={<UploadOutlined />}>{t('field.upload')}</Button>
          ))}
      </Upload>
      {library && !full && (
        <MediaPicker
          library={library}
          field={field}
          testId={testId}
          onPick={(url) => {
            setProblem(null);
            if (!latest.current.includes(url)) setUrls(multiple ? [...latest.current, url] : [url]);
          }}
        />
      )}
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </div>
  );
}

/** One file of any kind the server takes, 5 MB unless the field says otherwise. */
export function FileInput(props: FieldInputProps) {
  return <FileUpload {...props} multiple={false} listType="text" />;
}

/** Several images, each below 1 MB unless the field says otherwise, at most `maxFiles`. */
export function ImagesInput(props: FieldInputProps) {
  return <FileUpload {...props} multiple listType="picture-card" />;
}

/** Several videos, each below 1 MB unless the field says otherwise, at most `maxFiles`. */
export function VideosInput(props: FieldInputProps) {
  return <FileUpload {...props} multiple listType="text" />;
}

/** A link to a stored file, labelled with its name. */
export function fileLink(value: unknown): ReactNode {
  if (isBlank(value)) return '-';
  const url = String(value);
  return (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
      {fileName(url)}
    </Typography.Link>
  );
}

/** Thumbnails that open the zoom dialog, browsing through all of them. */
export function imagesDetail(value: unknown): ReactNode {
  const urls = urlsOf(value);
  if (urls.length === 0) return '-';
  return (
    <Image.PreviewGroup>
      {urls.map((url) => (
        <Image
          key={url}
          src={thumbnailUrl(url)}
          preview={{ src: url }}
          width={120}
          style={{ objectFit: 'contain', marginRight: 8 }}
        />
      ))}
    </Image.PreviewGroup>
  );
}

/** The first image as a thumbnail, with how many more there are. */
export function imagesList(value: unknown): ReactNode {
  const urls = urlsOf(value);
  if (urls.length === 0) return '-';
  return (
    <span>
      <Image
        src={thumbnailUrl(urls[0]!)}
        preview={{ src: urls[0] }}
        width={48}
        style={{ objectFit: 'contain' }}
      />
      {urls.length > 1 && <Typography.Text type="secondary"> +{urls.length - 1}</Typography.Text>}
    </span>
  );
}

export function videosDetail(value: unknown): ReactNode {
  const urls = urlsOf(value);
  if (urls.length === 0) return '-';
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {urls.map((url) => (
        // biome-ignore lint/a11y/useMediaCaption: uploaded videos carry no caption track
        <video key={url} src={url} controls width={240} />
      ))}
    </div>
  );
}

/** How many files a list value holds. */
export function fileCount(value: unknown): ReactNode {
  const urls = urlsOf(value);
  return urls.length === 0 ? '-' : String(urls.length);
}
