import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { AboutIntro } from '#web/features/about/components/about-intro.tsx';
import { CraftSection } from '#web/features/about/components/craft-section.tsx';
import { ServicesGrid } from '#web/features/about/components/services-grid.tsx';
import { StoryTimeline } from '#web/features/about/components/story-timeline.tsx';
import { Testimonials } from '#web/features/about/components/testimonials.tsx';
import { VisitCta } from '#web/features/about/components/visit-cta.tsx';

export function AboutRoute() {
  return (
    <>
      <PageMeta page={PAGE_META.about} />
      <AboutIntro />
      <StoryTimeline />
      <CraftSection />
      <ServicesGrid />
      <Testimonials />
      <VisitCta />
    </>
  );
}
