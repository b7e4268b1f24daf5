/** Site identity shared by every page (seed §3): name and siteCode, each with a setter. */
import { useModel } from '@umijs/max';
import { useEffect, useState } from 'react';
import { SITE_CODE } from '@/config/constants';
import type { InitialState } from '@/app';
import type { SiteInfo } from '@/types/webapi';

export interface GlobalModel {
  name: string;
  setName: (name: string) => void;
  siteCode: string;
  setSiteCode: (code: string) => void;
  site: SiteInfo | undefined;
}

export default function useGlobal(): GlobalModel {
  const initialState = useModel('@@initialState').initialState as InitialState | undefined;
  // The site's name (the initial state's `name` is the access marker of the original).
  const [name, setName] = useState<string>(initialState?.site?.name ?? '');
  const [siteCode, setSiteCode] = useState<string>(initialState?.siteCode ?? SITE_CODE);

  // The initial state may arrive (or be refreshed) after this model started.
  useEffect(() => {
    if (initialState) {
      setName(initialState.site?.name ?? '');
      setSiteCode(initialState.siteCode);
    }
  }, [initialState]);

  return { name, setName, siteCode, setSiteCode, site: initialState?.site ?? undefined };
}
