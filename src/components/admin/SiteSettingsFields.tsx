/**
 * The fields of a site's settings (站点设置, and setting up a new site): name, publisher and compiler,
 * description, contact, the two filing numbers, the sections it shows and the texts of its 市场介绍 and
 * 指数介绍 pages, its logo; and the settings as the server takes them (trimmed, sections in the menus' order).
 */
import { ProForm, ProFormCheckbox, ProFormDependency, ProFormGroup, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { SECTIONS } from '@/config/sections';
import { useT } from '@/hooks/useT';
import type { SiteSettings } from '@/types/admin';
import { uploadSiteLogo } from '@/services/admin';
import RichTextEditor from './RichTextEditor';
import { LogoField, PendingLogoField } from './uploads';

/** What the form holds: every text may still be untouched (undefined); a new site's logo is a file not yet sent. */
export type SiteSettingsValues = Partial<Omit<SiteSettings, 'contact'>> & { contact?: Partial<SiteSettings['contact']>; logoFile?: File };

export function settingsOfForm(values: SiteSettingsValues): SiteSettings {
  const text = (v: string | undefined) => (v ?? '').trim();
  return {
    name: text(values.name),
    shortName: text(values.shortName),
    publisher: text(values.publisher),
    compiler: text(values.compiler),
    description: text(values.description),
    contact: { phone: text(values.contact?.phone), email: text(values.contact?.email), address: text(values.contact?.address) },
    icp: text(values.icp),
    police: text(values.police),
    // In the order the site's menus list them.
    sections: SECTIONS.map((s) => s.key).filter((k) => (values.sections ?? []).includes(k)),
    // HTML as the editor gives it; the server sanitises it and takes a blank one as none.
    about: values.about ?? '',
    introduce: values.introduce ?? '',
    // The field holds '' once removed; the server takes null as none.
    logo: values.logo || null,
  };
}

/** `newSite`: the site does not exist yet (设置站点), so its logo is a file kept to upload once it does. */
export default function SiteSettingsFields({ newSite = false }: { newSite?: boolean }) {
  const { t } = useT();
  const required = (id: string) => ({ required: true, whitespace: true, message: t('admin.login.required', { label: t(id) }) });
  const max = (n: number) => ({ max: n, message: t('admin.article.maxLength', { max: n }) });
  const sectionOptions = SECTIONS.map((s) => ({ value: s.key, label: t(s.titleId) }));
  return (
    <>
      <ProFormGroup title={t('admin.settings.basic')}>
        <ProFormText name="name" label={t('admin.settings.name')} width="md" rules={[required('admin.settings.name'), max(60)]} fieldProps={{ maxLength: 60 }} />
        <ProFormText name="shortName" label={t('admin.settings.shortName')} width="sm" rules={[required('admin.settings.shortName'), max(30)]} fieldProps={{ maxLength: 30 }} />
        <ProFormText name="publisher" label={t('admin.settings.publisher')} width="md" rules={[max(100)]} fieldProps={{ maxLength: 100 }} />
        <ProFormText name="compiler" label={t('admin.settings.compiler')} width="md" rules={[max(100)]} fieldProps={{ maxLength: 100 }} />
      </ProFormGroup>
      <ProFormDependency name={['name']}>
        {({ name }) => (
          <ProForm.Item
            name={newSite ? 'logoFile' : 'logo'}
            label={t('admin.settings.logo')}
            extra={newSite ? `${t('admin.settings.logoHelp')} ${t('admin.setup.logoLater')}` : t('admin.settings.logoHelp')}
          >
            {newSite ? <PendingLogoField name={name ?? ''} /> : <LogoField name={name ?? ''} store={uploadSiteLogo} />}
          </ProForm.Item>
        )}
      </ProFormDependency>
      <ProFormTextArea name="description" label={t('admin.settings.description')} rules={[max(1000)]} fieldProps={{ maxLength: 1000, showCount: true, rows: 3 }} />
      <ProFormGroup title={t('admin.settings.contact')}>
        <ProFormText name={['contact', 'phone']} label={t('admin.settings.phone')} width="sm" rules={[max(40)]} fieldProps={{ maxLength: 40, autoComplete: 'off' }} />
        <ProFormText
          name={['contact', 'email']}
          label={t('admin.settings.email')}
          width="md"
          rules={[max(100), { type: 'email', message: t('admin.settings.emailInvalid') }]}
          fieldProps={{ maxLength: 100, autoComplete: 'off' }}
        />
        <ProFormText name={['contact', 'address']} label={t('admin.settings.address')} width="lg" rules={[max(200)]} fieldProps={{ maxLength: 200, autoComplete: 'off' }} />
      </ProFormGroup>
      <ProFormGroup title={t('admin.settings.filings')}>
        <ProFormText name="icp" label={t('admin.settings.icp')} width="md" extra={t('admin.settings.icpHelp')} rules={[max(60)]} fieldProps={{ maxLength: 60 }} />
        <ProFormText name="police" label={t('admin.settings.police')} width="md" extra={t('admin.settings.policeHelp')} rules={[max(60)]} fieldProps={{ maxLength: 60 }} />
      </ProFormGroup>
      <ProFormCheckbox.Group name="sections" label={t('admin.settings.sections')} extra={t('admin.settings.sectionsHelp')} options={sectionOptions} />
      <ProFormGroup title={t('admin.settings.pages')}>
        <p style={{ margin: 0 }}>{t('admin.settings.pagesHelp')}</p>
      </ProFormGroup>
      <ProForm.Item name="about" label={t('admin.settings.about')}>
        <RichTextEditor label={t('admin.settings.about')} />
      </ProForm.Item>
      <ProForm.Item name="introduce" label={t('admin.settings.introduce')}>
        <RichTextEditor label={t('admin.settings.introduce')} />
      </ProForm.Item>
    </>
  );
}
