import CategoryIntroPage from '@/components/articles/CategoryIntroPage';

export default function IntroducePage() {
  return <CategoryIntroPage category="introduce" />;
}
