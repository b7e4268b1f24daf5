import MobileArticleDetail from '@/components/articles/mobile/MobileArticleDetail';

export default function MobileArticlePage() {
  return <MobileArticleDetail />;
}
