import { FileOutlined, PictureOutlined } from '@ant-design/icons';
import { type Field, type Resource, resources, thumbnailUrl, uploadLimitsOf } from '@rimba/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Input, Modal, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/client';
import type { ListResult, Row } from '../api/dataProvider';
import { useCanCheck } from '../auth/session';
import { useLang } from '../i18n';
import { useSearchTerm } from './lookups';
import '../modules/texts';

/** Library files a page of the picker shows: four rows of three. */
export const mediaPageSize = 12;

const libraries = resources.filter((r) => r.mediaLibrary);

/**
 * The media library the user may pick files from for a file field of `resource`: one they may read,
 * other than the resource itself (a library row takes its file from an upload, not from another row).
 */
export function useMediaLibrary(resource: string | undefined): Resource | undefined {
  const can = useCanCheck();
  return libraries.find((library) => library.name !== resource && can(library.permissions.read));
}

/** Stored files are named with the extension of their real kind, so it tells what they are. */
const extensionOf = (url: string) => url.slice(url.lastIndexOf('.') + 1).toLowerCase();
const pictures = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'svg']);

/** A library file as a picture, or as its kind's icon; the file's title is written beside it. */
function Thumbnail({ url }: { url: string }) {
  const box = { width: '100%', height: 120, borderRadius: 6, background: '#f5f5f5' } as const;
  const ext = extensionOf(url);
  if (pictures.has(ext)) {
    return <img src={thumbnailUrl(url)} alt="" loading="lazy" style={{ ...box, objectFit: 'cover' }} />;
  }
  return (
    <Flex vertical align="center" justify="center" style={box} aria-hidden>
      <FileOutlined style={{ fontSize: 36, color: '#8c8c8c' }} />
      <Typography.Text type="secondary">{ext.toUpperCase()}</Typography.Text>
    </Flex>
  );
}

interface Props {
  library: Resource;
  /** The field being filled: only files of the kinds it takes can be chosen. */
  field: Field;
  testId: string;
  onPick: (url: string) => void;
}

/**
 * "Choose from the media library" of a file input: a dialog listing the library's files with their
 * thumbnails, searched and paged by the library's own list call. A file of a kind the field does not
 * take shows why and cannot be chosen; choosing one closes the dialog and hands its URL to the input.
 * The server checks the choice again when the record is saved.
 */
export function MediaPicker({ library, field, testId, onPick }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const title = library.title[lang];
  return (
    <>
      <Button icon={<PictureOutlined />} data-testid={`${testId}-library`} onClick={() => setOpen(true)}>
        {t('media.choose', { title })}
      </Button>
      <Modal
        open={open}
        title={t('media.title', { title, field: field.label[lang] })}
        width="min(960px, 90vw)"
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <MediaList
          library={library}
          field={field}
          testId={`${testId}-library`}
          onPick={(url) => {
            setOpen(false);
            onPick(url);
          }}
        />
      </Modal>
    </>
  );
}

function MediaList({ library, field, testId, onPick }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const { file, label } = library.mediaLibrary!;
  const [term, setTyped] = useSearchTerm();
  const [page, setPage] = useState(1);
  const accepted = new Set(uploadLimitsOf(field).types.map((type) => type.ext));
  const list = useQuery({
    queryKey: [library.name, 'media-picker', term, page],
    placeholderData: keepPreviousData,
    queryFn: () =>
      request<ListResult>(`/${library.name}/list`, {
        query: {
          search: term || undefined,
          page,
          limit: mediaPageSize,
          offset: (page - 1) * mediaPageSize,
        },
      }),
  });
  const rows = (list.data?.data ?? []).filter((row): row is Row => typeof row[file] === 'string');

  return (
    <Flex vertical gap="middle" data-testid={`${testId}-modal`}>
      <Input
        data-testid={`${testId}-search`}
        placeholder={t('list.search')}
        allowClear
        onChange={(event) => {
          setTyped(event.target.value);
          setPage(1);
        }}
      />
      {list.isError ? (
        <Typography.Text type="danger">
          {t('list.loadFailed', { message: list.error.message })}
        </Typography.Text>
      ) : list.isPending ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty
          description={
            term ? t('list.notFound', { search: term }) : t('media.empty', { title: library.title[lang] })
          }
        />
      ) : (
        <Flex wrap gap={12}>
          {rows.map((row) => {
            const url = String(row[file]);
            const name = String(row[label] ?? url);
            const usable = accepted.has(extensionOf(url));
            return (
              <button
                key={row.id}
                type="button"
                data-testid={`media-item-${row.id}`}
                disabled={!usable}
                onClick={() => onPick(url)}
                style={{
                  width: 200,
                  padding: 8,
                  textAlign: 'left',
                  border: '1px solid #f0f0f0',
                  borderRadius: 8,
                  background: '#fff',
                  cursor: usable ? 'pointer' : 'not-allowed',
                  opacity: usable ? 1 : 0.55,
                }}
              >
                <Thumbnail url={url} />
                <Typography.Text
                  strong
                  ellipsis={{ tooltip: name }}
                  style={{ display: 'block', marginTop: 6 }}
                >
                  {name}
                </Typography.Text>
                {!usable && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('media.notAccepted', { field: field.label[lang], ext: extensionOf(url) })}
                  </Typography.Text>
                )}
              </button>
            );
          })}
        </Flex>
      )}
      <Pagination
        align="end"
        current={page}
        pageSize={mediaPageSize}
        total={list.data?.total ?? 0}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </Flex>
  );
}
