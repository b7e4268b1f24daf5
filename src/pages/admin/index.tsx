/**
 * `/admin`, the back office's own address: the overview for the signed in, the sign-in form for
 * everyone else (not a 403 page: someone who typed the address came to sign in).
 */
import { Navigate, useModel } from '@umijs/max';
import type { InitialState } from '@/config/initialState';
import { ADMIN_HOME, SIGN_IN } from '@/config/admin';

export default function AdminEntry() {
  const { initialState } = useModel('@@initialState') as { initialState: InitialState };
  return <Navigate to={initialState.admin ? ADMIN_HOME : SIGN_IN} replace />;
}
