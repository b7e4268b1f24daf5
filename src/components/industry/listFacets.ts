/**
 * One filter of a list (a company's region, a product's category…) as both versions show it: a
 * select on the desktop, a group of choices in the phone's filter sheet. '' means "all".
 */
export interface ListFacet {
  /** The view field it sets; also names its test id (`<list>-<key>`). */
  key: string;
  /** Visible name ("区域") and the "all" choice ("全部区域"). */
  label: string;
  allLabel: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** Plain strings as options labelled by themselves. */
export const asOptions = (values: string[]) => values.map((v) => ({ value: v, label: v }));

/** How many facets narrow the list (the phone's filter button shows it). */
export const activeCount = (facets: ListFacet[]) => facets.filter((f) => f.value !== '').length;
