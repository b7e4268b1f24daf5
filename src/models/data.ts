/**
 * Data several pages share: the index families (names, units, frequency, base period).
 * Fetched on first use, then kept for the visit.
 */
import { useCallback, useRef, useState } from 'react';
import { getFamilies } from '@/services/indices';
import type { IndexFamily } from '@/types/webapi';

interface Slot<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

function useLazySlot<T>(load: () => Promise<T>) {
  const [slot, setSlot] = useState<Slot<T>>({ loading: false });
  const pending = useRef<Promise<T> | null>(null);
  const ensure = useCallback(
    (force = false) => {
      if (pending.current && !force) return pending.current;
      setSlot((s) => ({ ...s, loading: true, error: undefined }));
      const p = load().then(
        (data) => {
          setSlot({ data, loading: false });
          return data;
        },
        (error) => {
          pending.current = null;
          setSlot({ error, loading: false });
          throw error;
        },
      );
      pending.current = p;
      return p;
    },
    [load],
  );
  return { ...slot, ensure };
}

export default function useData() {
  const families = useLazySlot<IndexFamily[]>(useCallback(() => getFamilies(), []));
  return { families };
}
