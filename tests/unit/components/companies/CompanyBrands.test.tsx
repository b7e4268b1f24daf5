/** A company's brands: each links to the ranking with that brand selected, showing its rank or 「未上榜」. */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CompanyBrands from '@/components/companies/CompanyBrands';

jest.mock('@umijs/max', () => jest.requireActual('./umiMock').umiMock);

const BRANDS = [
  { brandId: 'B1005-1', name: '青溪', rank: 3 },
  { brandId: 'B1005-2', name: '溪锋', rank: null },
];

const renderAt = (path: string, brands = BRANDS) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <CompanyBrands brands={brands} />
    </MemoryRouter>,
  );

describe('CompanyBrands', () => {
  it('links each brand to /brandRank with it selected, beside its rank or 未上榜', () => {
    renderAt('/companyDetail/1005');
    const [first, second] = within(screen.getByTestId('company-brands')).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: '青溪' }).getAttribute('href')).toBe('/brandRank?brand=B1005-1');
    expect(first.textContent).toContain('品牌价值排行第 3 名');
    expect(within(second).getByRole('link', { name: '溪锋' }).getAttribute('href')).toBe('/brandRank?brand=B1005-2');
    expect(second.textContent).toContain('未上榜');
  });

  it('links to the /mobile ranking on the phone', () => {
    renderAt('/mobile/companyDetail/1005');
    expect(screen.getByRole('link', { name: '青溪' }).getAttribute('href')).toBe('/mobile/brandRank?brand=B1005-1');
  });

  it('shows the empty state for a company without brands', () => {
    renderAt('/companyDetail/1005', []);
    expect(screen.queryByTestId('company-brands')).toBeNull();
    expect(document.querySelector('[data-state="empty"]')).not.toBeNull();
  });
});
