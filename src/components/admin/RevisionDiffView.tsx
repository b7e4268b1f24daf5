/**
 * 「对比」: what a revision changed, field by field (src/utils/revisionDiff.ts), for any kind under
 * review: its FieldSpec list says each field's label and how it reads as text. Added text is
 * underlined on a light tint, removed text struck through in grey: no green and red, which mean
 * down and up in this product. Screen readers hear 「新增：」 and 「删去：」 before each change.
 */
import { Checkbox, Descriptions, Typography } from 'antd';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import { diffFields, type DiffPart } from '@/utils/revisionDiff';

const INS: CSSProperties = { textDecoration: 'underline', textDecorationThickness: 2, background: '#e6f4ff', color: '#1f1f1f' };
const DEL: CSSProperties = { textDecoration: 'line-through', background: '#f5f5f5', color: '#595959' };
const HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/** One field of a kind under review, as 对比 and the read-only view show it. */
export interface FieldSpec<F> {
  key: string;
  /** The label's message id. */
  label: string;
  /** How it reads as text for 对比 (a list: an item a line). */
  text: (fields: F) => string | string[];
  /** How the read-only view shows it (default: the text; a list as tags). */
  view?: (fields: F) => ReactNode;
  /** Long (an HTML body): the read-only view shows it below the table, under its label as a heading. */
  block?: boolean;
}

export function DiffText({ parts }: { parts: DiffPart[] }) {
  const { t } = useT();
  if (parts.length === 0) return <Typography.Text type="secondary">{t('admin.diff.empty')}</Typography.Text>;
  return (
    <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.8 }}>
      {parts.map((p, i) => {
        if (p.op === 'added') {
          return (
            <ins key={i} style={INS}>
              <span style={HIDDEN}>{t('admin.diff.added')}</span>
              {p.value}
            </ins>
          );
        }
        if (p.op === 'removed') {
          return (
            <del key={i} style={DEL}>
              <span style={HIDDEN}>{t('admin.diff.removed')}</span>
              {p.value}
            </del>
          );
        }
        return <span key={i}>{p.value}</span>;
      })}
    </div>
  );
}

/** The fields of `after` against `before` (null: the first revision). */
export default function RevisionDiffView<F>({ before, after, spec }: { before: F | null; after: F; spec: FieldSpec<F>[] }) {
  const { t } = useT();
  const [onlyChanged, setOnlyChanged] = useState(true);
  const fields = useMemo(() => {
    const texts = (f: F) => Object.fromEntries(spec.map((s) => [s.key, s.text(f)]));
    return diffFields(before, after, texts, spec.map((s) => s.key));
  }, [before, after, spec]);
  const labelOf = (key: string) => spec.find((s) => s.key === key)!.label;
  const shown = onlyChanged ? fields.filter((f) => f.changed) : fields;

  return (
    <div>
      <Typography.Paragraph type="secondary">
        {t('admin.diff.legend')}{' '}
        <ins style={INS}>{t('admin.diff.added').replace(/[:：]$/, '')}</ins> <del style={DEL}>{t('admin.diff.removed').replace(/[:：]$/, '')}</del>
      </Typography.Paragraph>
      <Checkbox checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)} style={{ marginBottom: 12 }}>
        {t('admin.diff.onlyChanged')}
      </Checkbox>
      {shown.length === 0 ? (
        <Typography.Paragraph>{t('admin.diff.unchanged')}</Typography.Paragraph>
      ) : (
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 120, verticalAlign: 'top' } }}>
          {shown.map((f) => (
            <Descriptions.Item
              key={f.key}
              label={
                <span>
                  {t(labelOf(f.key))}
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {f.changed ? t('admin.diff.changed') : t('admin.diff.unchanged')}
                  </Typography.Text>
                </span>
              }
            >
              <DiffText parts={f.parts} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </div>
  );
}
