/**
 * /data's and /mobile/data's body, in the version the view names: the families' loading and error
 * states, then the family's view with every section asking for that version (AsOfProvider); while a
 * past version's latest period is on its way (or failed, other than missing: the banner says that),
 * its loading or error state. Another version is a fresh view: no answer of the last one is kept.
 */
import '@/locales/areas/indices';
import type { ReactNode } from 'react';
import { AsyncView } from '@/components/states';
import { AsOfProvider, type useIndexExplorer } from '@/hooks/indices';
import { useT } from '@/hooks/useT';
import type { IndexFamily } from '@/types/webapi';
import { isMissingVersion } from './AsOfText';

type Explorer = ReturnType<typeof useIndexExplorer>;

export default function VersionedFamily({ explorer, children }: { explorer: Explorer; children: (families: IndexFamily[], family: IndexFamily) => ReactNode }) {
  const { t } = useT();
  const { families, family, version } = explorer;
  const { asOf } = explorer.view;
  return (
    <AsyncView of={families} emptyText={t('index.headline.none')}>
      {(list) =>
        family ? (
          <AsOfProvider value={asOf} key={asOf ?? ''}>
            {children(list, family)}
          </AsOfProvider>
        ) : (
          asOf &&
          !isMissingVersion(version.error) && (
            <AsyncView of={version}>
              {() => null}
            </AsyncView>
          )
        )
      }
    </AsyncView>
  );
}
