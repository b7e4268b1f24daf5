/**
 * A brand's logo beside its name in the ranking (desktop table and phone list): 24 px, lazy, its alt
 * text the brand's name; nothing when the brand has none (BrandRankItem.logo is optional).
 */
import styles from './BrandLogo.less';

export default function BrandLogo({ logo, name }: { logo?: string; name: string }) {
  if (!logo) return null;
  return <img className={styles.logo} src={logo} alt={name} width={24} height={24} loading="lazy" decoding="async" data-testid="brand-logo" />;
}
