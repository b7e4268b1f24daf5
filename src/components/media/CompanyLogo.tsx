/**
 * A company's logo in a square box; without one (or when it fails to load) the first two
 * characters of its short name (its 字号) stand in, as on a business card.
 */
import FallbackImage from './FallbackImage';
import styles from './CompanyLogo.less';

interface Props {
  company: { name: string; shortName: string; logo?: string };
  /** Shown size in px (the box is square). */
  size: number;
  /** The name is written next to the logo on lists: decorative there. */
  decorative?: boolean;
  eager?: boolean;
  className?: string;
}

export default function CompanyLogo({ company, size, decorative, eager, className }: Props) {
  return (
    <span className={`${styles.logo} ${className ?? ''}`} style={{ width: size, height: size, fontSize: Math.round(size * 0.3) }}>
      <FallbackImage
        src={company.logo}
        alt={decorative ? '' : company.name}
        width={size}
        height={size}
        eager={eager}
        fallback={company.shortName.slice(0, 2)}
      />
    </span>
  );
}
