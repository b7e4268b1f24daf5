/** Whether the visitor may see the current route: its access key must be true in the access map. */
import { useAccess, useSelectedRoutes } from '@umijs/max';

export function useRouteAccessible(): boolean {
  const access = useAccess() as Record<string, boolean>;
  const matches = useSelectedRoutes();
  return matches.every(({ route }) => {
    const key = (route as { access?: string }).access;
    return !key || access[key] === true;
  });
}
