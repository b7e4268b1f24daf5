import { NotFoundState } from '@/components/states';

export default function NotFoundPage() {
  return <NotFoundState />;
}
