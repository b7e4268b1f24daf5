import MobileCategoryIntro from '@/components/articles/mobile/MobileCategoryIntro';

export default function MobileIntroducePage() {
  return <MobileCategoryIntro category="introduce" />;
}
