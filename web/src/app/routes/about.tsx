import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '../../components/seo/page-meta.tsx';
import { AboutIntro } from '../../features/about/components/about-intro.tsx';
import { CraftSection } from '../../features/about/components/craft-section.tsx';
import { ServicesGrid } from '../../features/about/components/services-grid.tsx';
import { StoryTimeline } from '../../features/about/components/story-timeline.tsx';
import { Testimonials } from '../../features/about/components/testimonials.tsx';
import { VisitCta } from '../../features/about/components/visit-cta.tsx';

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
