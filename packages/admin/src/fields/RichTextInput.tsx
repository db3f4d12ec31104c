import { Skeleton, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import type { FieldInputProps } from './types';

// The editor and its ProseMirror core load only when a rich-text form opens, not with the admin.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function RichTextInput(props: FieldInputProps) {
  return (
    <div data-testid={props.testId}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
        <RichTextEditor {...props} />
      </Suspense>
    </div>
  );
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The HTML as written; the server sanitised it when it was saved. */
export function richTextDetail(value: unknown): ReactNode {
  if (blank(value)) return '-';
  return (
    <div
      style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '4px 12px' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write
      dangerouslySetInnerHTML={{ __html: String(value) }}
    />
  );
}

/** The text of the HTML, without its tags, on one truncated line. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function richTextList(value: unknown): ReactNode {
  if (blank(value)) return '-';
  return (
    <Typography.Text ellipsis style={{ maxWidth: 320 }}>
      {plainText(String(value))}
    </Typography.Text>
  );
}
