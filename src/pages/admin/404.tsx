/** An address under /admin that is no page of the back office. */
import { Link } from '@umijs/max';
import { Result } from 'antd';
import { ADMIN_HOME } from '@/config/admin';
import { useT } from '@/hooks/useT';

export default function AdminNotFound() {
  const { t } = useT();
  return <Result status="404" title="404" subTitle={t('admin.notFound')} extra={<Link to={ADMIN_HOME}>{t('admin.menu.home')}</Link>} />;
}
