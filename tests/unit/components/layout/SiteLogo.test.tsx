/** The headers' logo (issue 45, deliver 1): the site's picture before its name, sized so nothing shifts; nothing without one. */
import { render, screen } from '@testing-library/react';
import SiteLogo from '@/components/layout/SiteLogo';

let mockSite: { logo?: string | null } | undefined;
jest.mock('@umijs/max', () => ({
  useModel: () => ({ name: '南湖茶叶价格指数', site: mockSite }),
}));

describe('SiteLogo', () => {
  it('shows the logo named by the site, its alt the site name, with its width and height', () => {
    mockSite = { logo: '/webapi/media/logos/0123456789abcdef.webp' };
    render(<SiteLogo size={40} />);
    const img = screen.getByRole('img', { name: '南湖茶叶价格指数' });
    expect(['src', 'width', 'height'].map((a) => img.getAttribute(a))).toEqual(['/webapi/media/logos/0123456789abcdef.webp', '40', '40']);
  });

  it.each([null, undefined])('shows nothing when the logo is %p', (logo) => {
    mockSite = { logo };
    const { container } = render(<SiteLogo size={24} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing before the site is known', () => {
    mockSite = undefined;
    const { container } = render(<SiteLogo size={24} />);
    expect(container.innerHTML).toBe('');
  });
});
