/**
 * A desktop route's wrapper (Umi's `wrappers`, config/routes.ts): antd's theme and language
 * (AntdConfig) around the page. A route wrapper, not the desktop layout, so that antd's setup is a
 * chunk of the routes that draw antd, which Umi's preload helper fetches beside their page; a page
 * whose first screen draws none (`ownAntd`, src/config/sections.ts) goes without it (issue 23).
 */
import { Outlet } from '@umijs/max';
import AntdConfig from '@/components/layout/AntdConfig';

export default function AntdSetup() {
  return (
    <AntdConfig>
      <Outlet />
    </AntdConfig>
  );
}
