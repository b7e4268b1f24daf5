/** Footer shared by both layouts: who publishes and compiles the indices, and the demo notice. */
import { useModel } from '@umijs/max';
import { useT } from '@/hooks/useT';
import { formatDate } from '@/utils/format';

export default function SiteFooter({ className }: { className?: string }) {
  const { t, intl } = useT();
  const { site } = useModel('global');
  if (!site) return null;
  return (
    <footer className={className} data-print="hide">
      <p>
        {t('layout.publisher', { name: site.publisher })}　{t('layout.compiler', { name: site.compiler })}
      </p>
      <p>{t('layout.contact', { phone: site.contact.phone, email: site.contact.email })}</p>
      <p>{t('layout.updatedAt', { date: formatDate(site.updatedAt, intl.locale) })}</p>
      {site.demo && <p data-testid="demo-notice">{t('layout.demo')}</p>}
      {(site.icp || site.police) && <p data-testid="filings">{[site.icp, site.police].filter(Boolean).join('　')}</p>}
    </footer>
  );
}
