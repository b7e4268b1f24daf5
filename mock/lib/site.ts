/** Site identity and constants of the demo site 「青溪五金产业指数」. */
import { PROJECTS } from '../../src/config/constants';
import { SECTION_KEYS } from '../../src/config/sections';
import type { SiteConstants, SiteInfo } from '../../src/types/webapi';
import { CATEGORIES } from '../../server/model/site';

export const DEFAULT_SITE_CODE = 'qingxi-hardware';

/** The original's categories (server/model/site.ts), as the demo's articles are filed. */
export const CATEGORIES_LIST = CATEGORIES;

export const PUBLISHER = '青溪市五金产业指数办公室（示例）';
export const COMPILER = '青溪五金指数编制中心（示例）';
export const SITE_NAME = '青溪五金产业指数';

export function siteInfo(updatedAt: string, siteCode = DEFAULT_SITE_CODE): SiteInfo {
  return {
    siteCode,
    name: SITE_NAME,
    shortName: '青溪五金指数',
    publisher: PUBLISHER,
    compiler: COMPILER,
    description:
      '青溪五金产业指数是反映青溪五金产业集群价格、景气、外贸、原材料和发展水平的指数体系，每周发布价格指数，每月发布景气、外贸、原材料价格和产业发展指数。本站数据为演示用的虚构数据。',
    contact: {
      phone: '0570-8000 0000（示例）',
      email: 'index@example.com',
      address: '青溪市经济开发区五金大道 1 号 青溪五金城管理中心 8 楼（示例）',
    },
    icp: '浙ICP备00000000号-0（示例）',
    demo: true,
    sections: [...SECTION_KEYS],
    // The demo has no logo of its own (an office uploads one in 站点设置).
    logo: null,
    updatedAt,
  };
}

export function siteConstants(): SiteConstants {
  return {
    categories: CATEGORIES_LIST.map((c) => ({ ...c })),
    projects: PROJECTS.map((p) => ({ ...p, list: [...p.list] })),
  };
}
