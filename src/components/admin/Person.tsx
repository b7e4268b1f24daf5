/**
 * A member of staff as people know them: the display name, with the sign-in name on hover; the
 * sign-in name alone when the account has no other display name.
 */
import { Tooltip } from 'antd';

export const personName = (name: string | null | undefined, displayName: string | null | undefined): string | null => displayName || name || null;

export default function Person({ name, displayName }: { name: string | null | undefined; displayName: string | null | undefined }) {
  if (!displayName || !name || displayName === name) return <span>{personName(name, displayName) ?? '—'}</span>;
  return (
    <Tooltip title={name}>
      <span data-account={name}>{displayName}</span>
    </Tooltip>
  );
}
