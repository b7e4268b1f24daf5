/**
 * 「复制地址」 beside a company's address: copies it (useCopyText, as ShareButton does) and says
 * 「地址已复制」 or how to copy it by hand in a polite live region.
 */
import '@/locales/areas/companies';
import LiveNotice from '@/components/LiveNotice';
import { useCopyText } from '@/hooks/useCopyText';
import { useT } from '@/hooks/useT';
import styles from './CopyAddressButton.less';

export default function CopyAddressButton({ address }: { address: string }) {
  const { t } = useT();
  const { notice, copy } = useCopyText();
  const onClick = () => copy(address, t('industry.company.addressCopied'), t('industry.company.copyAddressFailed'));

  return (
    <>
      <button type="button" className={styles.button} onClick={onClick} data-testid="company-copy-address">
        {t('industry.company.copyAddress')}
      </button>
      <LiveNotice text={notice} className={styles.notice} />
    </>
  );
}
