/** The facts of a company as label/value pairs, shared by the desktop and mobile detail pages. */
import '@/locales/areas/industry';
import { translator } from '@/hooks/useT';
import type { CompanyDetail } from '@/types/webapi';
import { formatNumber } from '@/utils/format';

interface LocaleFormatter {
  locale: string;
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
}

export type FactKey = 'industry' | 'region' | 'founded' | 'capital' | 'employees' | 'legalPerson' | 'address' | 'phone' | 'website';

export interface CompanyFact {
  key: FactKey;
  label: string;
  value: string;
}

/** Only http(s) websites become links: anything else from the backend is dropped. */
export const safeWebsite = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

/** The `tel:` link of a phone number as written: digits and + only (「0570-8123 4567」 dials 057081234567). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function companyFacts(c: CompanyDetail, intl: LocaleFormatter): CompanyFact[] {
  const t = translator(intl);
  const website = safeWebsite(c.website);
  const facts: CompanyFact[] = [
    { key: 'industry', label: t('industry.company.industry'), value: c.industry },
    { key: 'region', label: t('industry.company.region'), value: c.region },
    { key: 'founded', label: t('industry.company.founded'), value: t('industry.company.yearValue', { year: c.founded }) },
    { key: 'capital', label: t('industry.company.capital'), value: t('industry.company.capitalValue', { value: formatNumber(c.capital, intl.locale, 0) }) },
    { key: 'employees', label: t('industry.company.employees'), value: t('industry.company.employeesValue', { value: formatNumber(c.employees, intl.locale, 0) }) },
    { key: 'legalPerson', label: t('industry.company.legalPerson'), value: c.legalPerson },
    { key: 'address', label: t('industry.company.address'), value: c.address },
    { key: 'phone', label: t('industry.company.phone'), value: c.phone },
  ];
  if (website) facts.push({ key: 'website', label: t('industry.company.website'), value: website });
  return facts.filter((f) => f.value);
}
