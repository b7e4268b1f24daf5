/**
 * antd-mobile's Toast, fetched on first use: the dynamic import keeps antd-mobile out of the
 * entry chunk (umi.js); on /mobile most of its code is in the layout's chunk already.
 * Deep import: the package index would pull every antd-mobile component into that chunk.
 */
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

export function showToast(props: ToastShowProps): Promise<void> {
  return import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.show(props);
  });
}
