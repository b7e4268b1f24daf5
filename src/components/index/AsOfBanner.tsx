/**
 * The 「历史版本」 banner of desktop /data: while the view has `asOf`, a warning at the top of the
 * page saying which published version is shown and that later periods and revisions are not in it,
 * with 「返回最新」; when there is no version of that day (`error`: before the family's first
 * release, or a day the backend refuses) an error saying so, with the same way back.
 * The phone's twin is AsOfMobile (antd-mobile); the words are AsOfText's. A chunk of its own that
 * brings antd's setup (AntdConfig): /data's layout leaves it to the page's antd parts (`ownAntd`).
 */
import { Alert, Button } from 'antd';
import AntdConfig from '@/components/layout/AntdConfig';
import { useAsOfText } from './AsOfText';
import styles from './AsOf.less';

interface Props {
  asOf: string;
  /** The version's failure, if any: a missing version turns the banner into the page's error. */
  error?: unknown;
  onLatest: () => void;
}

export default function AsOfBanner({ asOf, error, onLatest }: Props) {
  const { message, latest, failed } = useAsOfText(asOf, error);
  return (
    <AntdConfig>
      <div data-testid="asof-banner" data-state={failed ? 'asof-missing' : 'asof'}>
        <Alert
          className={styles.banner}
          type={failed ? 'error' : 'warning'}
          role={failed ? 'alert' : 'status'}
          showIcon
          message={message}
          action={
            <Button size="small" type="primary" ghost={!failed} onClick={onLatest} data-testid="asof-latest">
              {latest}
            </Button>
          }
        />
      </div>
    </AntdConfig>
  );
}
