/**
 * The site's logo before its name in the headers (站点设置), or nothing while it has none. The
 * picture is stored square (256 × 256), so width and height are given: no layout shift on load.
 */
import { useModel } from '@umijs/max';
import styles from './SiteLogo.less';

export default function SiteLogo({ size }: { size: number }) {
  const { site, name } = useModel('global');
  if (!site?.logo) return null;
  return <img src={site.logo} alt={name} width={size} height={size} className={styles.logo} data-testid="site-logo" />;
}
