/**
 * The menus, filtered by access: a forbidden entry disappears, and so does a group whose entries
 * are all forbidden (seed §6). Models run outside Umi's access provider, so the access map is
 * computed here from the same factory (src/access.ts) the provider uses.
 */
import { useModel } from '@umijs/max';
import { useMemo } from 'react';
import accessFactory, { type AccessMap } from '@/access';
import type { InitialState } from '@/app';
import { MENU, MOBILE_TABS, type MenuNode } from '@/config/menu';
import { MOBILE_PREFIX } from '@/config/sections';

/** Entries the access map allows; groups survive only with at least one allowed child. */
export function visibleMenu(nodes: MenuNode[], access: AccessMap): MenuNode[] {
  return nodes.flatMap((n) => {
    if (n.children) {
      const children = visibleMenu(n.children, access);
      return children.length ? [{ ...n, children }] : [];
    }
    return n.access && access[n.access] === true ? [n] : [];
  });
}

/** The mobile menu: same entries under /mobile, without the showcase (it has no mobile twin). */
export function mobileMenu(nodes: MenuNode[]): MenuNode[] {
  return nodes
    .filter((n) => !n.newTab)
    .map((n) => ({
      ...n,
      path: n.path ? `${MOBILE_PREFIX}${n.path}` : undefined,
      children: n.children ? mobileMenu(n.children) : undefined,
    }));
}

export default function useMenu() {
  const initialState = useModel('@@initialState').initialState as InitialState | undefined;
  return useMemo(() => {
    const desktop = visibleMenu(MENU, accessFactory(initialState));
    const mobile = mobileMenu(desktop);
    const flat = mobile.flatMap((n) => n.children ?? [n]);
    const tabs = MOBILE_TABS.map((key) => flat.find((n) => n.access === key)).filter(Boolean) as MenuNode[];
    return { desktop, mobile, tabs };
  }, [initialState]);
}
