/**
 * Every panel of the showcase by name, drawn from the one answer: the dashboard places them in its
 * grid and the carousel re-renders one of them enlarged.
 */
import type { DataShow } from '@/types/webapi';
import { asList } from '../Panel';
import Articles from './Articles';
import Brands from './Brands';
import Categories from './Categories';
import Families from './Families';
import Headline from './Headline';
import Materials from './Materials';
import Regions from './Regions';
import Totals from './Totals';
import Trade from './Trade';

/** In the order the carousel shows them. */
export const PANEL_NAMES = ['headline', 'categories', 'families', 'trade', 'materials', 'brands', 'regions', 'articles', 'totals'] as const;
export type PanelName = (typeof PANEL_NAMES)[number];

export function renderPanel(name: PanelName, data: DataShow, className?: string) {
  switch (name) {
    case 'headline':
      return <Headline headline={data.headline} className={className} />;
    case 'categories':
      return <Categories categories={asList(data.categories)} className={className} />;
    case 'families':
      // The families list includes the headline's own family: show the others.
      return <Families families={asList(data.families).filter((f) => f.projId !== data.headline?.projId)} className={className} />;
    case 'trade':
      return <Trade trade={data.trade} className={className} />;
    case 'materials':
      return <Materials materials={asList(data.materials)} className={className} />;
    case 'brands':
      return <Brands brands={asList(data.brands)} className={className} />;
    case 'regions':
      return <Regions regions={asList(data.companiesByRegion)} className={className} />;
    case 'articles':
      return <Articles articles={asList(data.latestArticles)} className={className} />;
    case 'totals':
      return <Totals totals={data.totals} className={className} />;
  }
}
