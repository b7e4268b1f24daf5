/** A company's honours as a plain list, desktop and phone alike, or a short note when it has none. */
import '@/locales/areas/industry';
import { EmptyState } from '@/components/states';
import { useT } from '@/hooks/useT';
import type { CompanyDetail } from '@/types/webapi';

export default function CompanyHonours({ honours, className }: { honours: CompanyDetail['honours']; className: string }) {
  const { t } = useT();
  if (!honours.length) return <EmptyState text={t('industry.company.noHonours')} />;
  return (
    <ul className={className}>
      {honours.map((h) => (
        <li key={h}>{h}</li>
      ))}
    </ul>
  );
}
