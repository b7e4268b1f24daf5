/**
 * Binds a view codec to the URL: the view the query shows, and a setter that writes a visitor's
 * change back (push or replace by the one rule of codec.ts). The same hook serves a desktop page
 * and its /mobile twin: the path stays, only the query changes.
 */
import { useLocation, useNavigate } from '@umijs/max';
import { useCallback, useMemo, useRef } from 'react';
import { isMobilePath } from '@/utils/device';
import type { Side, ViewCodec } from './codec';

/** `replace` forces a history replacement (e.g. the backend clamped the page: not a visitor's step). */
export type SetView<V> = (patch: Partial<V>, options?: { replace?: boolean }) => void;

export function useView<V>(codec: ViewCodec<V>): [V, SetView<V>] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => codec.parse(search), [codec, search]);

  // A stable setter (reads the view through a ref) so memoised sections do not re-render on every change.
  const current = useRef(view);
  current.current = view;
  const setView = useCallback(
    (patch: Partial<V>, options?: { replace?: boolean }) => {
      const next = codec.apply(current.current, patch);
      const nextSearch = codec.search(next);
      if (nextSearch === codec.search(current.current)) return;
      navigate({ pathname, search: nextSearch }, { replace: options?.replace || !codec.pushes(current.current, next) });
    },
    [codec, navigate, pathname],
  );
  return [view, setView];
}

/** Which site the current page belongs to, for links into other pages' views. */
export function useSide(): Side {
  const { pathname } = useLocation();
  return isMobilePath(pathname) ? 'mobile' : 'desktop';
}
