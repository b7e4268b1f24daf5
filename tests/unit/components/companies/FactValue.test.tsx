/**
 * Company facts: the label/value pairs both detail pages show, and how a value is shown — the
 * website in a new tab without opener or referrer, the phone dialable, the address copyable with a
 * spoken confirmation (or how to copy it by hand).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import FactValue from '@/components/companies/FactValue';
import { companyFacts, safeWebsite, telHref } from '@/components/companies/facts';
import { companyDetail } from './company';

jest.mock('@umijs/max', () => jest.requireActual('./umiMock').umiMock);

const { zhIntl } = jest.requireActual('../zhIntl');

const COMPANY = companyDetail({
  employees: 1320,
  address: '青溪市江南街道工业路 18 号',
  phone: '0570-8123 4567',
  website: 'https://www.example.com/qingxi/1005',
});

const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true, writable: true });

afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
});

describe('companyFacts', () => {
  it('lists the facts with their labels, leaving out empty ones', () => {
    const facts = companyFacts(COMPANY, zhIntl);
    expect(facts.map((f) => f.key)).toEqual(['industry', 'region', 'founded', 'capital', 'employees', 'address', 'phone', 'website']);
    expect(facts.find((f) => f.key === 'employees')).toEqual({ key: 'employees', label: '员工人数', value: '1,320 人' });
  });

  it('drops a website that is not http(s)', () => {
    expect(safeWebsite('javascript:alert(1)')).toBeUndefined();
    expect(companyFacts({ ...COMPANY, website: 'javascript:alert(1)' }, zhIntl).some((f) => f.key === 'website')).toBe(false);
  });

  it('dials digits and + only', () => {
    expect(telHref('0570-8123 4567')).toBe('tel:057081234567');
    expect(telHref('+86 570 8123 4567')).toBe('tel:+8657081234567');
  });
});

describe('FactValue', () => {
  const fact = (key: string) => companyFacts(COMPANY, zhIntl).find((f) => f.key === key)!;

  it('opens the website in a new tab without opener or referrer', () => {
    render(<FactValue fact={fact('website')} />);
    const link = screen.getByRole('link', { name: COMPANY.website });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('makes the phone a tel: link', () => {
    render(<FactValue fact={fact('phone')} />);
    expect(screen.getByRole('link', { name: COMPANY.phone }).getAttribute('href')).toBe('tel:057081234567');
  });

  it('copies the address and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<FactValue fact={fact('address')} />);
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制地址' }));
    });
    expect(writeText).toHaveBeenCalledWith(COMPANY.address);
    expect(screen.getByRole('status').textContent).toBe('地址已复制');
  });

  it('says how to copy by hand when copying fails', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    // jsdom has no document.execCommand: the old hidden-textarea way fails as well.
    render(<FactValue fact={fact('address')} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('company-copy-address'));
    });
    expect(screen.getByRole('status').textContent).toBe('无法复制，请长按或选中地址手动复制');
  });
});
