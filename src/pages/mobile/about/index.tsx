import MobileCategoryIntro from '@/components/articles/mobile/MobileCategoryIntro';

export default function MobileAboutPage() {
  return <MobileCategoryIntro category="about" />;
}
