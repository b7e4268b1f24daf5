import { useEffect, useState } from 'react';

/** True from the first time `open` is: a lazy sheet is fetched then, and stays mounted to slide away after closing. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}
