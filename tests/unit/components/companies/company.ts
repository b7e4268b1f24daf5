/** A company's detail answer (CompanyDetail) for the company component tests; each test overrides what it is about. */
import type { CompanyDetail } from '@/types/webapi';

export const companyDetail = (over: Partial<CompanyDetail> = {}): CompanyDetail => ({
  id: 1005,
  name: '青溪五金工具有限公司',
  shortName: '青溪五金',
  industry: '五金工具',
  region: '江南街道',
  founded: 2001,
  capital: 5000,
  employees: 320,
  tags: [],
  brief: '',
  introduction: '',
  address: '',
  phone: '',
  legalPerson: '',
  brands: [],
  products: [],
  honours: [],
  categoryProjId: 21,
  categoryIds: [],
  ...over,
});
