import CategoryIntroPage from '@/components/articles/CategoryIntroPage';

export default function AboutPage() {
  return <CategoryIntroPage category="about" />;
}
