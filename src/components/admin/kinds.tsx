/**
 * The fields of each kind under review besides articles — companies, products, brands, raw materials: how 对比 and
 * the read-only view show them (a FieldSpec list) and the form that edits them (inside
 * EditedEditor's Form). Limits as the contract's drafts (docs/openapi.yaml: CompanyDraft,
 * ProductDraft, BrandDraft, MaterialDraft).
 */
import { Col, Form, Input, InputNumber, Row, Select, type SelectProps } from 'antd';
import { useMemo, type ReactNode } from 'react';
import ArticleContent from '@/components/ArticleContent';
import { useT, type Translate } from '@/hooks/useT';
import type { BrandFields, CompanyFields, MaterialFields, ProductFields } from '@/types/admin';
import { htmlToText } from '@/utils/revisionDiff';
import { maxLength, required, textView, type FieldSpec } from './review';
import RichTextEditor from './RichTextEditor';
import { ImagesField, LogoField, MAX_IMAGES } from './uploads';

// ------------------------------------------------------------------ shared

type Spec<F> = FieldSpec<F>[];
type Key<F> = keyof F & string;

/** A spec whose fields read as they are (numbers as digits); `views` and `block` where a field shows otherwise. */
function plainSpec<F>(kind: string, keys: Key<F>[], extra: Partial<Record<Key<F>, Partial<FieldSpec<F>>>> = {}): Spec<F> {
  return keys.map((key) => ({
    key,
    label: `admin.${kind}.${key}`,
    text: (f: F) => {
      const v = f[key] as unknown;
      return Array.isArray(v) ? (v as string[]) : String(v ?? '');
    },
    ...extra[key],
  }));
}

const logoView = (alt: (f: { name: string }) => string) => (f: { name: string; logo: string }) =>
  f.logo ? <img src={f.logo} alt={alt(f)} width={64} height={64} style={{ objectFit: 'contain' }} data-testid="logo-view" /> : textView('');

/** A free list of short texts (tags, honours): typed, Enter adds one. */
function TextList(props: SelectProps & { 'aria-required'?: unknown }) {
  return <Select {...props} mode="tags" tokenSeparators={[',', '，']} notFoundContent={null} open={false} suffixIcon={null} aria-required={undefined} />;
}

/** At most `count` items of at most `length` characters. */
const listRule = (t: Translate, count: number, length: number) => ({
  validator: (_r: unknown, v: string[] | undefined) =>
    (v ?? []).length <= count && (v ?? []).every((x) => x.trim().length <= length) ? Promise.resolve() : Promise.reject(new Error(t('admin.edited.listLimit', { count, length }))),
});

/** A text field of the kind (`admin.{kind}.{name}` its label). */
function TextItem({ kind, name, max, need, rows }: { kind: string; name: string; max: number; need?: boolean; rows?: number }) {
  const { t } = useT();
  const label = `admin.${kind}.${name}`;
  return (
    <Form.Item name={name} label={t(label)} rules={[...(need ? [required(t, label, true)] : []), maxLength(t, max)]}>
      {rows ? <Input.TextArea rows={rows} maxLength={max} showCount /> : <Input maxLength={max} data-testid={`field-${name}`} />}
    </Form.Item>
  );
}

/** A number field of the kind. */
function NumberItem({ kind, name, min, max, integer, addon }: { kind: string; name: string; min: number; max?: number; integer?: boolean; addon?: string }) {
  const { t } = useT();
  const label = `admin.${kind}.${name}`;
  return (
    <Form.Item name={name} label={t(label)} rules={[required(t, label), { type: 'number', min, max, message: t('admin.edited.range', { min, max: max ?? '∞' }) }]}>
      <InputNumber min={min} max={max} precision={integer ? 0 : undefined} addonAfter={addon} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** Fields side by side on a wide screen (`spans` of 24 each), one under another on a narrow one. */
function FieldRow({ spans, children }: { spans: number[]; children: ReactNode[] }) {
  return (
    <Row gutter={16}>
      {children.map((child, i) => (
        <Col key={i} xs={24} md={spans[i]}>
          {child}
        </Col>
      ))}
    </Row>
  );
}

/** The logo, its alt text following the name in the form. */
function LogoItem({ kind }: { kind: string }) {
  const { t } = useT();
  const name = (Form.useWatch('name') as string | undefined) ?? '';
  return (
    <Form.Item name="logo" label={t(`admin.${kind}.logo`)}>
      <LogoField name={name} />
    </Form.Item>
  );
}

// ------------------------------------------------------------------ companies

export function useCompanySpec(): Spec<CompanyFields> {
  const { t } = useT();
  return useMemo(
    () =>
      plainSpec<CompanyFields>('company', ['name', 'shortName', 'industry', 'region', 'founded', 'capital', 'employees', 'legalPerson', 'tags', 'brief', 'address', 'website', 'phone', 'honours', 'logo', 'introduction'], {
        logo: { view: logoView((f) => t('admin.logo.alt', { name: f.name })) },
        introduction: {
          text: (f) => htmlToText(f.introduction),
          view: (f) => (f.introduction ? <ArticleContent html={f.introduction} /> : textView('')),
          block: true,
        },
      }),
    [t],
  );
}

export function CompanyForm() {
  const { t } = useT();
  const k = 'company';
  return (
    <>
      <FieldRow spans={[16, 8]}>
        <TextItem kind={k} name="name" max={100} need />
        <TextItem kind={k} name="shortName" max={40} need />
      </FieldRow>
      <LogoItem kind={k} />
      <FieldRow spans={[8, 8, 8]}>
        <TextItem kind={k} name="industry" max={40} need />
        <TextItem kind={k} name="region" max={40} need />
        <TextItem kind={k} name="legalPerson" max={40} />
      </FieldRow>
      <FieldRow spans={[8, 8, 8]}>
        <NumberItem kind={k} name="founded" min={1800} max={2100} integer />
        <NumberItem kind={k} name="capital" min={0} addon={t('admin.company.capitalUnit')} />
        <NumberItem kind={k} name="employees" min={0} integer />
      </FieldRow>
      <Form.Item name="tags" label={t('admin.company.tags')} extra={t('admin.article.tagsHelp')} rules={[listRule(t, 20, 30)]}>
        <TextList />
      </Form.Item>
      <TextItem kind={k} name="brief" max={500} rows={3} />
      <Form.Item name="introduction" label={t('admin.company.introduction')}>
        <RichTextEditor label={t('admin.company.introduction')} />
      </Form.Item>
      <FieldRow spans={[12, 6, 6]}>
        <TextItem kind={k} name="address" max={200} />
        <TextItem kind={k} name="phone" max={40} />
        <Form.Item
          name="website"
          label={t('admin.company.website')}
          extra={t('admin.company.websiteHelp')}
          rules={[maxLength(t, 200), { pattern: /^(https?:\/\/\S+)?$/i, message: t('admin.company.websiteInvalid') }]}
        >
          <Input maxLength={200} inputMode="url" />
        </Form.Item>
      </FieldRow>
      <Form.Item name="honours" label={t('admin.company.honours')} extra={t('admin.company.honoursHelp')} rules={[listRule(t, 50, 100)]}>
        <TextList />
      </Form.Item>
    </>
  );
}

// ------------------------------------------------------------------ products

export function useProductSpec(): Spec<ProductFields> {
  const { t } = useT();
  return useMemo(
    () =>
      plainSpec<ProductFields>('product', ['name', 'category', 'spec', 'price', 'priceUnit', 'images'], {
        images: {
          view: (f) => (
            <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {f.images.map((url, i) => (
                <img key={url} src={url} alt={t('admin.product.imageAlt', { name: f.name, n: i + 1 })} width={120} height={90} loading="lazy" style={{ objectFit: 'cover' }} />
              ))}
            </span>
          ),
        },
      }),
    [t],
  );
}

/** `productId` absent: a new product, whose pictures are uploaded once it has an id (its page). */
export function ProductForm({ productId }: { productId?: number }) {
  const { t } = useT();
  const k = 'product';
  const name = (Form.useWatch('name') as string | undefined) ?? '';
  return (
    <>
      <FieldRow spans={[12, 12]}>
        <TextItem kind={k} name="name" max={100} need />
        <TextItem kind={k} name="category" max={40} need />
      </FieldRow>
      <TextItem kind={k} name="spec" max={200} />
      <FieldRow spans={[12, 12]}>
        <NumberItem kind={k} name="price" min={0} addon={t('admin.product.yuan')} />
        <TextItem kind={k} name="priceUnit" max={20} need />
      </FieldRow>
      {productId !== undefined && (
        <Form.Item
          name="images"
          label={t('admin.product.images')}
          extra={t('admin.product.imagesHelp')}
          rules={[
            {
              validator: (_r, v: string[] | undefined) =>
                (v ?? []).length >= 1 && (v ?? []).length <= MAX_IMAGES ? Promise.resolve() : Promise.reject(new Error(t('admin.product.imagesCount'))),
            },
          ]}
        >
          <ImagesField productId={productId} name={name} />
        </Form.Item>
      )}
    </>
  );
}

// ------------------------------------------------------------------ brands

export function useBrandSpec(): Spec<BrandFields> {
  const { t } = useT();
  return useMemo(() => plainSpec<BrandFields>('brand', ['name', 'logo'], { logo: { view: logoView((f) => t('admin.logo.alt', { name: f.name })) } }), [t]);
}

export function BrandForm() {
  return (
    <>
      <TextItem kind="brand" name="name" max={60} need />
      <LogoItem kind="brand" />
    </>
  );
}

// ------------------------------------------------------------------ raw materials (issue 45)

export function useMaterialSpec(): Spec<MaterialFields> {
  return useMemo(() => plainSpec<MaterialFields>('material', ['name', 'spec', 'unit', 'group', 'market', 'source', 'currency', 'weight']), []);
}

export function MaterialForm() {
  const { t } = useT();
  const k = 'material';
  return (
    <>
      <FieldRow spans={[12, 12]}>
        <TextItem kind={k} name="name" max={60} need />
        <TextItem kind={k} name="spec" max={100} />
      </FieldRow>
      <FieldRow spans={[8, 8, 8]}>
        <TextItem kind={k} name="unit" max={20} need />
        <TextItem kind={k} name="group" max={20} need />
        <Form.Item name="currency" label={t('admin.material.currency')} extra={t('admin.material.currencyHelp')} rules={[required(t, 'admin.material.currency'), { pattern: /^[A-Z]{3}$/, message: t('admin.material.currencyInvalid') }]}>
          <Input maxLength={3} data-testid="field-currency" />
        </Form.Item>
      </FieldRow>
      <FieldRow spans={[12, 12]}>
        <TextItem kind={k} name="market" max={60} />
        <TextItem kind={k} name="source" max={100} />
      </FieldRow>
      <NumberItem kind={k} name="weight" min={0} max={1000} />
    </>
  );
}

// ------------------------------------------------------------------ new ones (issue 45)

/** A new one's fields before the editor fills them: numbers left empty (the form asks for them). */
export const BLANK_COMPANY: Partial<CompanyFields> = { name: '', shortName: '', industry: '', region: '', tags: [], brief: '', introduction: '', address: '', website: '', phone: '', legalPerson: '', logo: '', honours: [] };
export const BLANK_PRODUCT: Partial<ProductFields> = { name: '', category: '', spec: '', priceUnit: '', images: [] };
export const BLANK_BRAND: Partial<BrandFields> = { name: '', logo: '' };
export const BLANK_MATERIAL: Partial<MaterialFields> = { name: '', spec: '', unit: '', group: '', market: '', source: '', currency: 'CNY' };
