/**
 * Data several pages share (seed namespace `data`): the index families (names, units, frequency,
 * base period). A thin layer on the one request cache: the answer is cached like any other, and
 * the model makes it one shared state for every page of the visit.
 */
import { familiesQuery } from '@/services/queries';
import { useApi } from '@/hooks/useApi';

export default function useData() {
  const q = familiesQuery();
  const families = useApi(q.key, q.load, { refreshOnWindowFocus: false });
  return { families };
}
