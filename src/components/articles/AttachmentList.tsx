/** Downloadable attachments of an article: icon, name, size, and a link with `download`. */
import { useIntl } from '@umijs/max';
import type { Attachment } from '@/types/webapi';
import { formatFileSize } from './fileSize';
import styles from './AttachmentList.less';

const isPdf = (a: Attachment) => a.mime === 'application/pdf' || /\.pdf$/i.test(a.name);

/** A small document glyph (inline so desktop and mobile share it without an icon library). */
function FileIcon({ pdf }: { pdf: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path d="M6 2h8l5 5v15H6z" fill={pdf ? '#fff1f0' : '#f5f5f5'} stroke={pdf ? '#cf1322' : '#8c8c8c'} strokeWidth="1.4" />
      <path d="M14 2v5h5" fill="none" stroke={pdf ? '#cf1322' : '#8c8c8c'} strokeWidth="1.4" />
      {pdf && (
        <text x="12.5" y="18" textAnchor="middle" fontSize="5.6" fontWeight="700" fill="#cf1322" fontFamily="Arial, sans-serif">
          PDF
        </text>
      )}
    </svg>
  );
}

export default function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const intl = useIntl();
  if (attachments.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="article-attachments">
      <h2 id="article-attachments" className={styles.heading}>
        {intl.formatMessage({ id: 'articles.attachments' })}
      </h2>
      <ul className={styles.list} data-testid="attachment-list">
        {attachments.map((a) => (
          <li key={a.url} className={styles.item}>
            <FileIcon pdf={isPdf(a)} />
            <span className={styles.name}>{a.name}</span>
            <span className={styles.size}>{formatFileSize(a.size, intl.locale)}</span>
            <a
              className={styles.download}
              href={a.url}
              download={a.name}
              aria-label={intl.formatMessage({ id: 'articles.downloadFile' }, { name: a.name })}
            >
              {intl.formatMessage({ id: 'common.download' })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
