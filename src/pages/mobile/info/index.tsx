import MobileArticleList from '@/components/articles/mobile/MobileArticleList';

export default function MobileInfoPage() {
  return <MobileArticleList category="info" />;
}
