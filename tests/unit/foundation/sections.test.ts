/**
 * @jest-environment node
 */
/**
 * The site's section keys are listed once (src/config/sections.ts SECTION_KEYS). What cannot import
 * that list is checked against it here: the contract's enum, the performance scripts' plain-ESM route
 * list, and every language's page title of each section.
 */
import fs from 'fs';
import path from 'path';
import YAML from 'yaml';
import { bootPageOf } from '@/config/bootRoutes';
import { LAYOUT_SECTIONS, SECTION_KEYS, SECTIONS } from '@/config/sections';
import arEG from '@/locales/ar-EG/index';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';
import zhTW from '@/locales/zh-TW/index';

const ROOT = path.join(__dirname, '../../..');

describe('the section keys, listed once', () => {
  it('are the contract’s SectionKey enum, in the same order', () => {
    const contract = YAML.parse(fs.readFileSync(path.join(ROOT, 'docs/openapi.yaml'), 'utf8')) as { components: { schemas: { SectionKey: { enum: string[] } } } };
    expect(contract.components.schemas.SectionKey.enum).toEqual([...SECTION_KEYS]);
  });

  it('give each section its page, title and (except the showcase) a page in the site’s layouts', () => {
    expect(SECTIONS.map((s) => [s.key, s.path, s.titleId])).toEqual(SECTION_KEYS.map((k) => [k, `/${k}`, `menu.${k}`]));
    expect(LAYOUT_SECTIONS.map((s) => s.key)).toEqual(SECTION_KEYS.filter((k) => k !== 'datashow'));
  });

  it('are the desktop sections the performance scripts measure (scripts/routes.mjs, plain ESM that cannot import them)', () => {
    const source = fs.readFileSync(path.join(ROOT, 'scripts/routes.mjs'), 'utf8');
    const list = /export const SECTION_PATHS = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    expect([...list.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual(LAYOUT_SECTIONS.map((s) => s.path));
  });

  // (The contract's boot route pattern is checked equal to BOOT_ROUTE_PATTERN in ./bootPage.test.ts.)
  it('each has a first screen from the server on desktop and phone, the showcase none', () => {
    expect(LAYOUT_SECTIONS.map((s) => [bootPageOf(s.path)?.page, bootPageOf(`/mobile${s.path}`)?.page])).toEqual(LAYOUT_SECTIONS.map((s) => [s.path, s.path]));
    expect(bootPageOf('/datashow')).toBeUndefined();
  });

  it('each has its title in every language of the site', () => {
    const missing = [zhCN, enUS, zhTW, arEG].flatMap((messages: Record<string, string>) => SECTIONS.filter((s) => !messages[s.titleId]).map((s) => s.titleId));
    expect(missing).toEqual([]);
  });
});
