/**
 * What an editor typed and has not saved is kept in this browser (localStorage), so that a reload,
 * Back, 退出登录, an ended session or a crashed tab loses nothing (issue 43). One entry per account,
 * kind and object (`new` for one not created yet), written at most once a second while the form
 * differs from what the server holds, and once more when the editor goes away. Opened again with a
 * kept entry that differs from the server's, the editor offers 「恢复未保存的内容」 / 「丢弃」; the entry
 * goes once the form matches the server again (saved, or changed back) or is discarded.
 * Only editors' fields go here: no form with a password uses it.
 */
import { Alert, Button, Form, Space, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { createElement, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '@/hooks/useT';

const PREFIX = 'admin-draft';
/** At most one write this often while typing. */
export const KEEP_EVERY_MS = 1000;

export interface KeptDraft {
  /** When it was kept (ms since the epoch). */
  at: number;
  values: unknown;
}

/** The entry's key: the account, the kind (articles, companies, …) and the object's id or `new`. */
export const draftKey = (account: string, kind: string, id: number | string | null | undefined): string =>
  `${PREFIX}:${encodeURIComponent(account)}:${kind}:${id ?? 'new'}`;

/** The kept entry, or null (none, unreadable, or storage refused). */
export function readKept(storage: Storage | undefined, key: string): KeptDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<KeptDraft>;
    return typeof kept?.at === 'number' && kept.values && typeof kept.values === 'object' ? { at: kept.at, values: kept.values } : null;
  } catch {
    return null;
  }
}

/** Keeps `values` (JSON: a date becomes its ISO text); a full or refused storage keeps nothing, silently. */
export function writeKept(storage: Storage | undefined, key: string, values: unknown, at = Date.now()): void {
  try {
    storage?.setItem(key, JSON.stringify({ at, values }));
  } catch {
    // Quota or private mode: the page's own unsaved-changes question still guards the work.
  }
}

export function dropKept(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to drop.
  }
}

const localStore = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export interface LocalDraftOptions<V, F> {
  /** Null: nothing is kept (the form is not shown: read-only, waiting for review). */
  storageKey: string | null;
  form: FormInstance<V>;
  /** What the server holds (the form's starting point). */
  saved: F | null;
  isChanged: (values: V | undefined, saved: F | null) => boolean;
  /** The form's values from what was kept (JSON): e.g. dates back to dayjs. */
  revive?: (kept: unknown) => V;
  /** The notice's test id prefix. */
  testId: string;
}

export interface LocalDraft {
  /** The offer to restore, or null. */
  notice: ReactNode;
  /** After a save: drops the entry and keeps nothing more until the form differs again. */
  forget: () => void;
}

export function useLocalDraft<V, F>(o: LocalDraftOptions<V, F>): LocalDraft {
  const { t } = useT();
  const { storageKey: key, form, saved, isChanged } = o;
  const watched = Form.useWatch([], form) as V | undefined;
  const [offer, setOffer] = useState<{ key: string; kept: KeptDraft } | null>(null);
  const checked = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const forgotten = useRef(false);
  // Set at once when an entry is offered (the state follows a render later): nothing is written or dropped meanwhile.
  const offering = useRef(false);
  const latest = useRef({ key, saved, isChanged, form, offered: false });
  latest.current = { key, saved, isChanged, form, offered: !!offer || offering.current };

  // Writes what the form says now (or drops the entry when it says what the server holds).
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const c = latest.current;
    if (!c.key || c.offered || offering.current || forgotten.current || checked.current !== c.key) return;
    const values = c.form.getFieldsValue(true) as V;
    if (c.isChanged(values, c.saved)) writeKept(localStore(), c.key, values);
    else dropKept(localStore(), c.key);
  }, []);

  // Opened: a kept entry that says something else than the server is offered; one that does not goes.
  useEffect(() => {
    if (!key || checked.current === key) return;
    checked.current = key;
    const kept = readKept(localStore(), key);
    if (!kept) return;
    // Compared field by field over what the server holds: a field the entry lacks counts as unchanged.
    if (isChanged((o.revive ? o.revive(kept.values) : kept.values) as V, saved)) {
      offering.current = true;
      setOffer({ key, kept });
    } else dropKept(localStore(), key);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Typing: at most one write a second.
  useEffect(() => {
    if (!key || watched === undefined || offer || offering.current || checked.current !== key) return;
    if (!isChanged(watched, saved)) {
      forgotten.current = false;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      dropKept(localStore(), key);
      return;
    }
    if (!timer.current && !forgotten.current) timer.current = setTimeout(flush, KEEP_EVERY_MS);
  }, [watched, key, saved, offer, isChanged, flush]);

  // Leaving (another page, 退出登录, the tab closing or hidden): what is not written yet is written now.
  useEffect(() => {
    const onHide = () => {
      if (timer.current) flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      onHide();
    };
  }, [flush]);

  const forget = useCallback(() => {
    forgotten.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (latest.current.key) dropKept(localStore(), latest.current.key);
  }, []);

  const notice = useMemo(() => {
    if (!offer || offer.key !== key) return null;
    const restore = () => {
      form.setFieldsValue((o.revive ? o.revive(offer.kept.values) : offer.kept.values) as Parameters<typeof form.setFieldsValue>[0]);
      offering.current = false;
      setOffer(null);
    };
    const discard = () => {
      dropKept(localStore(), offer.key);
      offering.current = false;
      setOffer(null);
    };
    return createElement(Alert, {
      type: 'warning',
      showIcon: true,
      style: { marginBottom: 16 },
      'data-testid': `${o.testId}-kept`,
      message: t('admin.draft.kept', {
        time: dayjs(offer.kept.at).format('YYYY-MM-DD HH:mm'),
      }),
      action: createElement(
        Space,
        { direction: 'vertical' },
        createElement(
          Button,
          {
            size: 'small',
            type: 'primary',
            onClick: restore,
            'data-testid': `${o.testId}-kept-restore`,
          },
          t('admin.draft.restore'),
        ),
        createElement(
          Button,
          {
            size: 'small',
            danger: true,
            onClick: discard,
            'data-testid': `${o.testId}-kept-discard`,
          },
          t('admin.draft.discard'),
        ),
      ),
    } as Parameters<typeof Alert>[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer, key, form, t, o.testId]);

  return { notice, forget };
}
