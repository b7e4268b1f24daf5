/** A complete /site answer (SiteInfo) for the foundation tests; each test overrides what it is about. */
export const siteInfo = (over: Record<string, unknown> = {}) => ({
  siteCode: 'qingxi-hardware',
  name: '青溪五金产业指数',
  shortName: '青溪五金',
  publisher: 'p',
  compiler: 'c',
  description: '',
  contact: { phone: '', email: '', address: '' },
  demo: true,
  sections: ['home'],
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});
