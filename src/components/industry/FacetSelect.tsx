/**
 * A list facet (./listFacets.ts) as the desktop shows it: an antd Select whose empty value is
 * "all", searchable by typing (regions, categories and companies run to dozens of options).
 */
import { Select } from 'antd';
import type { ListFacet } from './listFacets';
import styles from './page.less';

export default function FacetSelect({ facet, testId }: { facet: ListFacet; testId: string }) {
  return (
    <Select
      value={facet.value || undefined}
      placeholder={facet.allLabel}
      aria-label={facet.label}
      allowClear
      showSearch
      optionFilterProp="label"
      options={facet.options}
      onChange={(v) => facet.onChange(v ?? '')}
      className={styles.facet}
      data-testid={testId}
    />
  );
}
