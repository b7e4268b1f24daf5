import { NotFoundState } from '@/components/states';

export default function MobileNotFoundPage() {
  return <NotFoundState homePath="/mobile/home" />;
}
