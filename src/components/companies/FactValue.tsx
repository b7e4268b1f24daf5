/**
 * The value of one company fact, desktop and phone alike: the website opens in a new tab (no
 * opener, no referrer), the phone is a `tel:` link, the address has its copy button.
 */
import CopyAddressButton from './CopyAddressButton';
import { telHref, type CompanyFact } from './facts';
import styles from './FactValue.less';

export default function FactValue({ fact }: { fact: CompanyFact }) {
  switch (fact.key) {
    case 'website':
      return (
        <a href={fact.value} target="_blank" rel="noopener noreferrer" className={styles.wrap}>
          {fact.value}
        </a>
      );
    case 'phone':
      return (
        <a href={telHref(fact.value)} className={styles.nowrap}>
          {fact.value}
        </a>
      );
    case 'address':
      return (
        <span className={styles.wrap}>
          {fact.value}
          <CopyAddressButton address={fact.value} />
        </span>
      );
    default:
      return <span className={styles.wrap}>{fact.value}</span>;
  }
}
