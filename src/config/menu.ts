/**
 * The one menu definition (seed §2): desktop shows it as the header menu, mobile as its
 * drawer; paths are desktop paths and mobile prefixes them.
 */
import type { SectionKey } from '../types/webapi';

export interface MenuNode {
  key: string;
  titleId: string;
  path?: string;
  /** Access key (a section); groups take their access from their children. */
  access?: SectionKey;
  /** Opens in a new tab (the big-data showcase). */
  newTab?: boolean;
  children?: MenuNode[];
}

const item = (key: SectionKey, extra: Partial<MenuNode> = {}): MenuNode => ({
  key,
  titleId: `menu.${key}`,
  path: `/${key}`,
  access: key,
  ...extra,
});

export const MENU: MenuNode[] = [
  item('home'),
  item('data'),
  { key: 'analysis', titleId: 'menu.group.analysis', children: [item('comment'), item('report')] },
  { key: 'industry', titleId: 'menu.group.industry', children: [item('info'), item('priceTrend'), item('exportData')] },
  { key: 'brand', titleId: 'menu.group.brand', children: [item('brandRank'), item('company'), item('product')] },
  { key: 'aboutGroup', titleId: 'menu.group.about', children: [item('about'), item('introduce')] },
  item('datashow', { newTab: true }),
];

/** Mobile tab bar: the four most used sections; everything else is in the drawer. */
export const MOBILE_TABS: SectionKey[] = ['home', 'data', 'comment', 'info'];
