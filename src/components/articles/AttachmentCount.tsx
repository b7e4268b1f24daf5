import '@/locales/areas/articles';
import { useT } from '@/hooks/useT';
import { PaperclipIcon } from './icons';
import styles from './AttachmentCount.less';

/** 「N 个附件」 with a paperclip in an article list's row (desktop and phone); nothing without attachments. */
export default function AttachmentCount({ count }: { count: number }) {
  const { t } = useT();
  if (count <= 0) return null;
  return (
    <span className={styles.attach} data-testid="attachment-count">
      <PaperclipIcon className={styles.clip} />
      {t('articles.attachmentCount', { count })}
    </span>
  );
}
