/** FeedLinks: the RSS and release-calendar links under an article list, and feed autodiscovery. */
import { render, screen } from '@testing-library/react';
import FeedLinks from '@/components/articles/FeedLinks';

// The real zh-CN messages (./zhIntl), so the tests read what a visitor reads; the site served is an
// office's own, whatever code the front end was built with.
jest.mock('@umijs/max', () => ({ useIntl: () => jest.requireActual('./zhIntl').zhIntl, useModel: () => ({ siteCode: 'chengjiang-tea' }) }));

const alternates = () => document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');

describe('FeedLinks', () => {
  it('links the category feed and the release calendar under /webapi, with the served site’s code', () => {
    render(<FeedLinks categoryId={214} />);
    const row = screen.getByTestId('feed-links');
    expect(row.getAttribute('aria-label')).toBe('订阅');
    const rss = screen.getByRole('link', { name: 'RSS 订阅' });
    expect(rss.getAttribute('href')).toBe('/webapi/feeds/articles/214?siteCode=chengjiang-tea');
    expect(rss.getAttribute('title')).toContain('指数评论');
    const ics = screen.getByRole('link', { name: '指数发布日历' });
    expect(ics.getAttribute('href')).toBe('/webapi/feeds/releases.ics?siteCode=chengjiang-tea');
    expect(ics.getAttribute('download')).toBe('index-releases.ics');
    // Icons are decoration: the text says what each link is.
    const icons = row.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    icons.forEach((svg) => expect(svg.getAttribute('aria-hidden')).toBe('true'));
  });

  it('announces the feed in <head> while the list is shown, and takes it back after', () => {
    const { rerender, unmount } = render(<FeedLinks categoryId={220} compact />);
    expect(alternates()).toHaveLength(1);
    expect(alternates()[0].getAttribute('href')).toBe('/webapi/feeds/articles/220?siteCode=chengjiang-tea');
    rerender(<FeedLinks categoryId={213} compact />);
    expect(alternates()).toHaveLength(1);
    expect(alternates()[0].getAttribute('href')).toContain('/feeds/articles/213');
    unmount();
    expect(alternates()).toHaveLength(0);
  });
});
