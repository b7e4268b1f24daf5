/**
 * An article's PDF attachments as a Form.Item control: 「上传 PDF」 sends each chosen file's bytes
 * to uploadFile (the server checks they are a PDF, and the size); the list shows the name visitors
 * will see (editable, the file's name to begin with), the size and the page count, each removable.
 * A refused file shows the server's reason and is not added.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, Table, Typography, Upload, type UploadProps } from 'antd';
import { useRef } from 'react';
import { formatFileSize } from '@/components/articles/fileSize';
import { useT } from '@/hooks/useT';
import { uploadFile } from '@/services/admin';
import type { RevisionAttachment } from '@/types/admin';
import { useFailureText } from './index';
import { UploadProgress, useUploads } from './uploads';

/** What a draft may hold (docs/openapi.yaml, ArticleDraft.attachments). */
export const MAX_ATTACHMENTS = 10;

export interface AttachmentsFieldProps {
  value?: RevisionAttachment[];
  onChange?: (value: RevisionAttachment[]) => void;
  /** Set by Form.Item: the file input's id, so the field's label names it. */
  id?: string;
  disabled?: boolean;
}

export default function AttachmentsField({ value, onChange, id, disabled }: AttachmentsFieldProps) {
  const { t, intl } = useT();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { inFlight, run } = useUploads();
  // Uploads finish one by one, before the form renders again: each adds to the latest list.
  const latest = useRef<RevisionAttachment[]>(value ?? []);
  latest.current = value ?? [];
  const list = value ?? [];

  const set = (next: RevisionAttachment[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const f = file as File & { uid: string };
    try {
      const stored = await run(f, (onProgress) => uploadFile(f, f.name, onProgress));
      const attachment: RevisionAttachment = { file: stored.file, name: stored.name || f.name, url: stored.url, size: stored.size, pages: stored.pages, mime: stored.mime };
      // The same bytes again are the same stored file: listed once.
      if (!latest.current.some((a) => a.file === attachment.file)) set([...latest.current, attachment]);
      message.success(t('admin.attach.uploaded', { name: f.name }));
      onSuccess?.(stored);
    } catch (e) {
      message.error(t('admin.attach.failed', { name: f.name, reason: failureText(e) }), 6);
      onError?.(e as Error);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = () => {
    if (latest.current.length + inFlight.length >= MAX_ATTACHMENTS) {
      message.warning(t('admin.attach.tooMany'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <div>
      <div data-testid="attachment-upload" style={{ display: 'inline-block' }}>
        <Upload id={id} accept=".pdf,application/pdf" multiple showUploadList={false} customRequest={customRequest} beforeUpload={beforeUpload} disabled={disabled}>
          <Button icon={<UploadOutlined />} disabled={disabled}>
            {t('admin.attach.upload')}
          </Button>
        </Upload>
      </div>
      <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
        {t('admin.attach.help')}
      </Typography.Text>
      <UploadProgress inFlight={inFlight} />
      {list.length > 0 && (
        <Table<RevisionAttachment>
          style={{ marginTop: 12 }}
          size="small"
          rowKey="file"
          pagination={false}
          dataSource={list}
          columns={[
            {
              title: t('admin.attach.name'),
              key: 'name',
              render: (_, a, i) => (
                <Input
                  value={a.name}
                  maxLength={200}
                  disabled={disabled}
                  aria-label={t('admin.attach.nameOf', { file: a.file })}
                  status={a.name.trim() ? undefined : 'error'}
                  onChange={(e) => set(list.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
                />
              ),
            },
            {
              title: t('admin.attach.file'),
              key: 'file',
              render: (_, a) => (
                <a href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.file}
                </a>
              ),
            },
            { title: t('admin.attach.size'), key: 'size', width: 100, render: (_, a) => formatFileSize(a.size, intl.locale) },
            { title: t('admin.attach.pages'), key: 'pages', width: 90, render: (_, a) => t('admin.attach.pagesValue', { count: a.pages }) },
            {
              title: t('admin.rev.actions'),
              key: 'actions',
              width: 90,
              render: (_, a, i) => (
                <Button
                  size="small"
                  icon={<DeleteOutlined />}
                  disabled={disabled}
                  aria-label={t('admin.attach.removeOf', { name: a.name || a.file })}
                  onClick={() => set(list.filter((_x, j) => j !== i))}
                >
                  {t('admin.attach.remove')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
