/**
 * Downloadable attachments of an article: icon, name, type · size · page count, and a link with
 * `download`. Printed, the link gives way to the file's full address after its name
 * (`data-print-url`, see AttachmentList.less).
 */
import '@/locales/areas/articles';
import { useT } from '@/hooks/useT';
import type { Attachment } from '@/types/webapi';
import { safeLinkUrl } from '@/utils/safeUrl';
import { formatFileSize } from './fileSize';
import { fileTypeLabel } from './fileType';
import { FileIcon } from './icons';
import styles from './AttachmentList.less';

const isPdf = (a: Attachment) => a.mime === 'application/pdf' || /\.pdf$/i.test(a.name);
/** An older or partial answer may lack the page count: then it is left out. */
const hasPages = (a: Attachment) => Number.isInteger(a.pages) && a.pages > 0;

/** '/webapi/files/x.pdf' → 'https://host/webapi/files/x.pdf': a relative address means nothing on paper. */
const absoluteUrl = (url: string) => {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
};

export default function AttachmentList({ attachments }: { attachments: Attachment[] | undefined }) {
  const { t, intl } = useT();
  // A partial answer without the list simply shows no attachments.
  if (!attachments?.length) return null;
  return (
    <section className={styles.box} aria-labelledby="article-attachments">
      <h2 id="article-attachments" className={styles.heading}>
        {t('articles.attachments')}
      </h2>
      <ul className={styles.list} data-testid="attachment-list">
        {attachments.map((a, i) => {
          // Only an http(s) or same-site address is a download: a javascript: or data: one is dropped.
          const url = safeLinkUrl(a.url);
          return (
            <li key={`${i}:${a.url}`} className={styles.item}>
              <FileIcon pdf={isPdf(a)} className={styles.icon} />
              <span className={styles.text}>
                <span className={styles.name} data-print-url={url && absoluteUrl(url)}>
                  {a.name}
                </span>
                <MetaLine
                  items={[
                    ['type', fileTypeLabel(a)],
                    ['size', formatFileSize(a.size, intl.locale)],
                    ['pages', hasPages(a) ? t('articles.pageCount', { count: a.pages }) : ''],
                  ]}
                />
              </span>
              {url && (
                <a
                  className={styles.download}
                  href={url}
                  download={a.name}
                  aria-label={t('articles.downloadFile', { name: a.name })}
                  data-print="hide"
                >
                  {t('common.download')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** 'PDF · 62 KB · 3 页': the known items, separated by dots for the eye only (screen readers read the items). */
function MetaLine({ items }: { items: [key: string, text: string][] }) {
  const shown = items.filter(([, text]) => text);
  return (
    <span className={styles.meta}>
      {shown.map(([key, text], i) => (
        <span key={key}>
          {i > 0 && (
            <span className={styles.dot} aria-hidden="true">
              ·
            </span>
          )}
          <span data-testid={`attachment-${key}`}>{text}</span>
        </span>
      ))}
    </span>
  );
}
