/**
 * 批量导入 (issue 45; editors import, reviewers read): the workbook of companies, products, brands and
 * raw materials to fill (下载模板), dropped or chosen here and checked as a whole by the server. A file
 * with any error writes nothing: its issues by sheet, row and column. A good one creates every item
 * as a revision submitted for review (the products as drafts: they need their pictures first), each
 * listed with a link to its page, where another account approves it (a product or brand after its company).
 */
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Alert, App, Button, Card, List, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ArticleStateTag } from '@/components/admin/ArticleStateTag';
import { useFailureText } from '@/components/admin';
import { IssuesTable } from '@/components/admin/publish';
import { useRole } from '@/components/admin/retire';
import { UploadProgress, UploadRefused, useCheckedUpload } from '@/components/admin/uploads';
import { useT } from '@/hooks/useT';
import { downloadCatalogueTemplate, importCatalogue } from '@/services/admin';
import type { CatalogueImport } from '@/types/admin';

const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Created = NonNullable<CatalogueImport['created']>;

/** What a good file created, kind by kind: each a link to its page, waiting for review. */
function CreatedList({ created }: { created: Created }) {
  const { t } = useT();
  // A product waits as a draft for its pictures; the others wait for review.
  const groups: { kind: keyof Created; items: { key: string; name: string; to: string }[] }[] = [
    { kind: 'companies', items: created.companies.map((c) => ({ key: String(c.id), name: c.name, to: `/admin/companies/${c.id}` })) },
    { kind: 'products', items: created.products.map((p) => ({ key: String(p.id), name: p.name, to: `/admin/products/${p.id}` })) },
    { kind: 'brands', items: created.brands.map((b) => ({ key: b.brandId, name: b.name, to: `/admin/brands/${encodeURIComponent(b.brandId)}` })) },
    { kind: 'materials', items: created.materials.map((m) => ({ key: m.materialId, name: m.name, to: `/admin/materials/${encodeURIComponent(m.materialId)}` })) },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <List
            key={g.kind}
            size="small"
            bordered
            header={<Typography.Text strong>{t(`admin.menu.${g.kind}`)}</Typography.Text>}
            dataSource={g.items}
            data-testid={`catalogue-created-${g.kind}`}
            renderItem={(item) => (
              <List.Item>
                <Space>
                  <Link to={item.to} data-testid={`catalogue-created-link`}>
                    {item.name}
                  </Link>
                  <ArticleStateTag state={g.kind === 'products' ? 'draft' : 'submitted'} />
                </Space>
              </List.Item>
            )}
          />
        ))}
    </Space>
  );
}

/** The answer to one file: nothing imported and why, or what waits for review. */
function CatalogueReport({ report }: { report: CatalogueImport }) {
  const { t, intl } = useT();
  const failed = report.errors > 0 || !report.created;
  return (
    <Card title={t('admin.catalogue.report')} data-testid="catalogue-report">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {failed ? (
          <Alert type="error" showIcon role="alert" data-testid="catalogue-failed" message={t('admin.catalogue.nothingImported')} description={t('admin.catalogue.nothingImportedText', { errors: report.errors })} />
        ) : (
          <Alert type="success" showIcon data-testid="catalogue-done" message={t('admin.catalogue.done')} description={t('admin.catalogue.doneText')} />
        )}
        {report.issues.length > 0 && <IssuesTable issues={report.issues} t={t} locale={intl.locale} />}
        {!failed && report.created && <CreatedList created={report.created} />}
      </Space>
    </Card>
  );
}

export default function AdminCatalogue() {
  const { t } = useT();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const canImport = useRole() === 'editor';
  const { inFlight, result: report, refused, customRequest } = useCheckedUpload(importCatalogue);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      message.success(t('admin.publish.templateSaved', { name: await downloadCatalogueTemplate() }));
    } catch (e) {
      message.error(t('admin.publish.templateFailed', { reason: failureText(e) }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageContainer title={t('admin.menu.catalogue')} content={t('admin.catalogue.intro')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Button icon={<DownloadOutlined />} onClick={download} loading={downloading} data-testid="catalogue-template">
              {t('admin.publish.template')}
            </Button>
            {canImport ? (
              <div data-testid="catalogue-upload">
                <Upload.Dragger accept={ACCEPT} multiple={false} showUploadList={false} customRequest={customRequest} disabled={inFlight.length > 0}>
                  <p className="ant-upload-drag-icon">
                    <InboxOutlined />
                  </p>
                  <p className="ant-upload-text">{t('admin.catalogue.drop')}</p>
                  <p className="ant-upload-hint">{t('admin.catalogue.dropHint')}</p>
                </Upload.Dragger>
              </div>
            ) : (
              <Alert type="info" showIcon message={t('admin.catalogue.editorsOnly')} />
            )}
            <UploadProgress inFlight={inFlight} />
            <UploadRefused refused={refused} testId="catalogue-upload-error" />
          </Space>
        </Card>
        {report && <CatalogueReport report={report} />}
      </Space>
    </PageContainer>
  );
}
