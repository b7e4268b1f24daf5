/** CSV and Excel downloads of the table a visitor sees (exceljs loads on click). */
import { useT } from '@/hooks/useT';
import { useState } from 'react';
import { downloadCsv, downloadXlsx, type Sheet } from '@/utils/download';
import styles from './DownloadButtons.less';

export default function DownloadButtons({ sheet, className }: { sheet: () => Sheet; className?: string }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const run = (fn: (s: Sheet) => Promise<void>) => async () => {
    setBusy(true);
    try {
      await fn(sheet());
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={`${styles.group} ${className ?? ''}`}>
      <button type="button" className={styles.button} onClick={run(downloadCsv)} disabled={busy}>
        {t('common.downloadCsv')}
      </button>
      <button type="button" className={styles.button} onClick={run(downloadXlsx)} disabled={busy}>
        {t('common.downloadXlsx')}
      </button>
    </span>
  );
}
