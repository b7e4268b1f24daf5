/**
 * Beside the /data chart: the "rebased to 100" switch (定基 with two or more lines), 「下载图片」
 * (the chart's own PNG with title, period and source drawn in; the export code loads on the first
 * click) and 「分享」 (the view's share address, `/s/data/{projId}?…`: the whole view is in it).
 */
import '@/locales/areas/indices';
import type { ECharts } from 'echarts';
import { useState } from 'react';
import buttons from '@/components/DownloadButtons.less';
import ShareButton from '@/components/ShareButton';
import { useT } from '@/hooks/useT';
import type { IndexView } from '@/views/indexData';
import styles from './index.less';

interface Props {
  /** The live chart: drawn on demand (the page's first view is SVG), resolved once drawn. */
  chart: () => Promise<ECharts | undefined>;
  /** Title, period and source drawn into the image, and its file name. */
  image: () => { title: string; subtitle: string; source: string; fileName: string } | undefined;
  shareTitle: string;
  /** The view's share address (pageShareUrl of src/config/share.ts). */
  shareUrl: string;
  /** Null: the switch is not offered (one line, or not 定基). */
  scale: IndexView['scale'] | null;
  onScale: (scale: IndexView['scale']) => void;
}

export default function ChartTools({ chart, image, shareTitle, shareUrl, scale, onScale }: Props) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    const words = image();
    if (!words) return;
    setBusy(true);
    setFailed(false);
    try {
      const instance = await chart();
      if (!instance || instance.isDisposed()) return;
      const { downloadChartImage } = await import(/* webpackChunkName: "chart-export" */ '@/components/charts/exportPng');
      downloadChartImage(instance, words, words.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.chartActions}>
      {scale !== null && (
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={scale === 'rebased'}
            onChange={(e) => onScale(e.target.checked ? 'rebased' : 'level')}
            data-testid="rebase-switch"
          />
          {t('data.scale.label')}
        </label>
      )}
      <button type="button" className={buttons.button} onClick={download} disabled={busy} data-testid="chart-png">
        {t('data.export.png')}
      </button>
      <ShareButton title={shareTitle} url={shareUrl} />
      {failed && (
        <span role="alert" className={styles.hint}>
          {t('data.export.failed')}
        </span>
      )}
    </div>
  );
}
