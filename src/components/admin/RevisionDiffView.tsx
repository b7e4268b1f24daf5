/**
 * 「对比」: what a revision changed, field by field (src/utils/revisionDiff.ts). Added text is
 * underlined on a light tint, removed text struck through in grey: no green and red, which mean
 * down and up in this product. Screen readers hear 「新增：」 and 「删去：」 before each change.
 */
import { Checkbox, Descriptions, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type CSSProperties } from 'react';
import { useT } from '@/hooks/useT';
import type { ArticleFields } from '@/types/admin';
import { revisionDiff, type DiffFieldKey, type DiffPart } from '@/utils/revisionDiff';
import { useCategories } from './useCategories';

const INS: CSSProperties = { textDecoration: 'underline', textDecorationThickness: 2, background: '#e6f4ff', color: '#1f1f1f' };
const DEL: CSSProperties = { textDecoration: 'line-through', background: '#f5f5f5', color: '#595959' };
const HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

const LABEL_OF: Record<DiffFieldKey, string> = {
  title: 'admin.article.title',
  category: 'admin.article.category',
  summary: 'admin.article.summary',
  author: 'admin.article.author',
  source: 'admin.article.source',
  tags: 'admin.article.tags',
  publishAt: 'admin.article.publishAt',
  attachments: 'admin.article.attachments',
  content: 'admin.article.content',
};

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
export default function RevisionDiffView({ before, after }: { before: ArticleFields | null; after: ArticleFields }) {
  const { t } = useT();
  const { nameOf } = useCategories();
  const [onlyChanged, setOnlyChanged] = useState(true);
  const fields = useMemo(() => revisionDiff(before, after, { categoryName: nameOf, formatTime: (iso) => dayjs(iso).format('YYYY-MM-DD HH:mm') }), [before, after, nameOf]);
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
                  {t(LABEL_OF[f.key])}
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
