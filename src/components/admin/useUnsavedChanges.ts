/**
 * Asks before an editor with unsaved changes is left: a move inside the app (a link, the menu, Back)
 * waits for 「离开此页」 in a dialog (Umi's history, react-router 6 without a data router: its
 * `history.block`), closing or reloading the tab gets the browser's own question (`beforeunload`).
 * `release()` lets the next move through unasked, for a page that moves on after saving.
 */
import { history } from '@umijs/max';
import { App, type ButtonProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/hooks/useT';

export function useUnsavedChanges(when: boolean): () => void {
  const { t } = useT();
  const { modal } = App.useApp();
  const unblock = useRef<(() => void) | null>(null);
  const [epoch, setEpoch] = useState(0);

  useEffect(() => {
    if (!when) return undefined;
    // One question at a time, answered counts as done at once.
    let asking = false;
    const answered = () => {
      asking = false;
    };
    const stop = history.block((tx) => {
      if (asking) return;
      asking = true;
      modal.confirm({
        title: t('admin.unsaved.title'),
        content: t('admin.unsaved.text'),
        okText: t('admin.unsaved.leave'),
        cancelText: t('admin.unsaved.stay'),
        okButtonProps: { 'data-testid': 'unsaved-leave' } as ButtonProps,
        cancelButtonProps: { 'data-testid': 'unsaved-stay' } as ButtonProps,
        // No zoom in or out: the answer takes the question away at once. Its removal otherwise waits
        // for the animation's end event, which a busy machine was seen to lose, leaving the dialog
        // (and its buttons) in the page after 留在此页.
        transitionName: '',
        maskTransitionName: '',
        onOk: () => {
          answered();
          unblock.current?.();
          unblock.current = null;
          tx.retry();
        },
        // The button, Esc or the close icon.
        onCancel: answered,
      });
    });
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Chrome before 119 and others ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    unblock.current = () => {
      stop();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
    return () => {
      unblock.current?.();
      unblock.current = null;
    };
  }, [when, epoch, modal, t]);

  return useCallback(() => {
    unblock.current?.();
    unblock.current = null;
    // Blocks again on the next render if the page is still there with unsaved changes.
    setEpoch((n) => n + 1);
  }, []);
}
