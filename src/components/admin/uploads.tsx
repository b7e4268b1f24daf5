/**
 * Uploads in the back office's forms: each chosen file's bytes go to the server (which checks them),
 * with its progress said as text (role=status) and drawn as a bar; a refused file shows the server's
 * reason, in the reader's language, and is not added.
 *
 * - useUploads / UploadProgress: the files on their way, shared with the PDF attachments (AttachmentsField);
 * - useCheckedUpload / UploadRefused: one file sent to be checked (an import) and the server's report;
 * - LogoField: a company's, a brand's or the site's logo (uploadLogo / uploadSiteLogo: 256 px WebP), previewed,
 *   replaceable, removable; PendingLogoField: the same for a site not yet created (the file kept to send later);
 * - ImagesField: a product's pictures (uploadProductImage: 4:3 WebP), 1 to 9, the first on its card,
 *   reordered and removed with buttons (keyboard and screen readers alike).
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space, Tag, Typography, Upload, type UploadProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/hooks/useT';
import { uploadLogo, uploadProductImage } from '@/services/admin';
import type { StoredImage } from '@/types/admin';
import { useFailureText } from './index';

interface InFlight {
  uid: string;
  name: string;
  percent: number;
}

type Chosen = File & { uid: string };

/** The files on their way and `run`, which sends one (its progress followed) and answers what the server stored. */
export function useUploads() {
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const progress = (uid: string, percent?: number) =>
    setInFlight((now) => (percent === undefined ? now.filter((f) => f.uid !== uid) : now.map((f) => (f.uid === uid ? { ...f, percent } : f))));
  const run = async <T,>(file: Chosen, send: (onProgress: (percent: number) => void) => Promise<T>): Promise<T> => {
    setInFlight((now) => [...now, { uid: file.uid, name: file.name, percent: 0 }]);
    try {
      return await send((percent) => progress(file.uid, percent));
    } finally {
      progress(file.uid);
    }
  };
  return { inFlight, run };
}

export function UploadProgress({ inFlight }: { inFlight: InFlight[] }) {
  const { t } = useT();
  if (inFlight.length === 0) return null;
  return (
    <div role="status" aria-live="polite" style={{ marginTop: 8 }}>
      {inFlight.map((f) => (
        <div key={f.uid}>
          <span>{t('admin.attach.uploading', { name: f.name, percent: f.percent })}</span>
          <Progress percent={f.percent} size="small" showInfo={false} aria-hidden="true" />
        </div>
      ))}
    </div>
  );
}

/**
 * A file sent to be checked (the imports): `customRequest` for antd's Upload, the server's answer
 * (`result`) or why it was refused, each kept until the next file or `clear()`.
 */
export function useCheckedUpload<T>(send: (file: File, name: string, onProgress: (percent: number) => void) => Promise<T>) {
  const { t } = useT();
  const failureText = useFailureText();
  const { inFlight, run } = useUploads();
  const [result, setResult] = useState<T | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const clear = useCallback(() => {
    setResult(null);
    setRefused(null);
  }, []);
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const f = file as Chosen;
    clear();
    try {
      const checked = await run(f, (onProgress) => send(f, f.name, onProgress));
      setResult(checked);
      onSuccess?.(checked);
    } catch (e) {
      setRefused(t('admin.attach.failed', { name: f.name, reason: failureText(e) }));
      onError?.(e as Error);
    }
  };
  return { inFlight, result, refused, clear, customRequest };
}

/** Why the last file was refused (useCheckedUpload), read out at once. */
export function UploadRefused({ refused, testId }: { refused: string | null; testId: string }) {
  if (!refused) return null;
  return (
    <div role="alert" data-testid={testId} style={{ marginTop: 8 }}>
      <Typography.Text type="danger">{refused}</Typography.Text>
    </div>
  );
}

/** What the server takes (it checks the bytes: SVG and anything else is refused). */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * 「上传图片」 and what follows it: the progress, and the last refusal until the next upload.
 * `store` sends one file; `added` takes what was stored; `full` refuses more before sending.
 */
function ImageUpload(props: { id?: string; label: string; multiple?: boolean; disabled?: boolean; testId: string; full?: () => boolean; store: (file: Blob, onProgress: (p: number) => void) => Promise<StoredImage>; added: (image: StoredImage) => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { inFlight, run } = useUploads();
  const [refused, setRefused] = useState<string | null>(null);

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const f = file as Chosen;
    setRefused(null);
    try {
      const stored = await run(f, (onProgress) => props.store(f, onProgress));
      props.added(stored);
      message.success(t('admin.attach.uploaded', { name: f.name }));
      onSuccess?.(stored);
    } catch (e) {
      setRefused(t('admin.attach.failed', { name: f.name, reason: failureText(e) }));
      onError?.(e as Error);
    }
  };
  const beforeUpload: UploadProps['beforeUpload'] = () => {
    if (props.full?.()) {
      message.warning(t('admin.image.tooMany'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <div>
      <div data-testid={props.testId} style={{ display: 'inline-block' }}>
        <Upload id={props.id} accept={IMAGE_ACCEPT} multiple={props.multiple} showUploadList={false} customRequest={customRequest} beforeUpload={beforeUpload} disabled={props.disabled}>
          <Button icon={<UploadOutlined />} disabled={props.disabled}>
            {props.label}
          </Button>
        </Upload>
      </div>
      <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
        {t('admin.image.help')}
      </Typography.Text>
      <UploadProgress inFlight={inFlight} />
      {refused && (
        <div role="alert" data-testid="upload-error" style={{ marginTop: 8 }}>
          <Typography.Text type="danger">{refused}</Typography.Text>
        </div>
      )}
    </div>
  );
}

export interface LogoFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Set by Form.Item: the file input's id, so the field's label names it. */
  id?: string;
  /** Whose logo (its alt text). */
  name: string;
  /** Where the picture goes (default uploadLogo, a company's or a brand's). */
  store?: (file: Blob, onProgress: (percent: number) => void) => Promise<StoredImage>;
}

/** The logo's square: the picture, or 「无标志」. */
function LogoPreview({ src, name }: { src: string | undefined; name: string }) {
  const { t } = useT();
  return (
    <div style={{ width: 72, height: 72, border: '1px solid #d9d9d9', borderRadius: 6, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fafafa' }}>
      {src ? (
        <img src={src} alt={t('admin.logo.alt', { name: name || '—' })} width={64} height={64} style={{ objectFit: 'contain' }} data-testid="logo-preview" />
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('admin.logo.none')}
        </Typography.Text>
      )}
    </div>
  );
}

const RemoveLogo = ({ onClick }: { onClick: () => void }) => {
  const { t } = useT();
  return (
    <Button size="small" icon={<DeleteOutlined />} style={{ marginTop: 8 }} onClick={onClick} data-testid="logo-remove">
      {t('admin.logo.remove')}
    </Button>
  );
};

/** A logo's URL as a Form.Item control: '' for none. */
export function LogoField({ value, onChange, id, name, store = uploadLogo }: LogoFieldProps) {
  const { t } = useT();
  return (
    <Space align="start" size={16} wrap>
      <LogoPreview src={value} name={name} />
      <div>
        <ImageUpload id={id} label={value ? t('admin.logo.replace') : t('admin.logo.upload')} testId="logo-upload" store={store} added={(image) => onChange?.(image.url)} />
        {value && <RemoveLogo onClick={() => onChange?.('')} />}
      </div>
    </Space>
  );
}

/**
 * A logo chosen for a site that does not exist yet (设置站点): nothing can be stored for it, so the
 * file is kept (previewed from the browser) for the page to upload once the site is created.
 */
export function PendingLogoField({ value, onChange, id, name }: { value?: File; onChange?: (file: File | undefined) => void; id?: string; name: string }) {
  const { t } = useT();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!value) return undefined;
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(undefined);
    };
  }, [value]);
  return (
    <Space align="start" size={16} wrap>
      <LogoPreview src={value ? preview : undefined} name={name} />
      <div>
        <div data-testid="logo-upload" style={{ display: 'inline-block' }}>
          <Upload
            id={id}
            accept={IMAGE_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              onChange?.(file);
              // Kept, not sent: the server checks it once the site exists.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{value ? t('admin.logo.replace') : t('admin.logo.upload')}</Button>
          </Upload>
        </div>
        {value && <RemoveLogo onClick={() => onChange?.(undefined)} />}
      </div>
    </Space>
  );
}

/** What a product may show (docs/openapi.yaml, ProductDraft.images). */
export const MAX_IMAGES = 9;

export interface ImagesFieldProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  productId: number;
  /** The product's name (the pictures' alt text). */
  name: string;
}

/** A product's pictures' URLs as a Form.Item control. */
export function ImagesField({ value, onChange, id, productId, name }: ImagesFieldProps) {
  const { t } = useT();
  // Uploads finish one by one, before the form renders again: each adds to the latest list.
  const latest = useRef<string[]>(value ?? []);
  latest.current = value ?? [];
  const list = value ?? [];
  const set = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const move = (from: number, to: number) => {
    const next = [...list];
    const [url] = next.splice(from, 1);
    next.splice(to, 0, url);
    set(next);
  };
  const alt = (i: number) => t('admin.product.imageAlt', { name: name || '—', n: i + 1 });

  return (
    <div>
      <ImageUpload
        id={id}
        label={t('admin.product.upload')}
        multiple
        testId="image-upload"
        full={() => latest.current.length >= MAX_IMAGES}
        store={(file, onProgress) => uploadProductImage(productId, file, onProgress)}
        // The same bytes again are the same stored picture: listed once.
        added={(image) => !latest.current.includes(image.url) && set([...latest.current, image.url])}
      />
      {list.length > 0 && (
        <ol style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: '12px 0 0' }} aria-label={t('admin.product.images')} data-testid="image-list">
          {list.map((url, i) => (
            <li key={url} style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 8, width: 176 }} data-testid="image-item">
              <img src={url} alt={alt(i)} width={160} height={120} loading="lazy" style={{ display: 'block', objectFit: 'cover', background: '#fafafa' }} />
              <div style={{ margin: '6px 0', minHeight: 22 }}>{i === 0 ? <Tag color="blue">{t('admin.product.cover')}</Tag> : <Typography.Text type="secondary">{t('admin.product.imageN', { n: i + 1 })}</Typography.Text>}</div>
              <Space size={4}>
                <Button size="small" icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={t('admin.product.moveUp', { n: i + 1 })} title={t('admin.product.moveUp', { n: i + 1 })} onClick={() => move(i, i - 1)} />
                <Button size="small" icon={<ArrowDownOutlined />} disabled={i === list.length - 1} aria-label={t('admin.product.moveDown', { n: i + 1 })} title={t('admin.product.moveDown', { n: i + 1 })} onClick={() => move(i, i + 1)} />
                <Button size="small" icon={<DeleteOutlined />} aria-label={t('admin.product.removeImage', { n: i + 1 })} title={t('admin.product.removeImage', { n: i + 1 })} onClick={() => set(list.filter((_u, j) => j !== i))} data-testid={`image-remove-${i}`} />
              </Space>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
