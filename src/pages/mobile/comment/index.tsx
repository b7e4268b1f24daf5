import MobileArticleList from '@/components/articles/mobile/MobileArticleList';

export default function MobileCommentPage() {
  return <MobileArticleList category="comment" />;
}
