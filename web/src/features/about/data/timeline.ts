import { store } from '#domain/store/settings.ts';
import { t } from '#web/lib/i18n.ts';
import { branchCity, branchRegion, goldPurities, isolate, storeName, yearsClaim } from '#web/lib/store-texts.ts';

export interface Milestone {
  /** A year, or a word such as 'Today'. */
  when: string;
  title: string;
  text: string;
}

const [mainStore, branch] = store.branches;
if (!mainStore || !branch) throw new Error('settings.ts must list the main store first, then the branch.');

/** The milestones in the page's language (a function: the server renders both languages). */
export const milestones = (): Milestone[] => [
  {
    when: String(store.foundedYear),
    title: t('about.timeline.founded.title'),
    text: t('about.timeline.founded.text', {
      name: storeName(),
      city: branchCity(mainStore),
      region: branchRegion(mainStore),
    }),
  },
  { when: '1994', title: t('about.timeline.workshop.title'), text: t('about.timeline.workshop.text') },
  { when: '2003', title: t('about.timeline.heirlooms.title'), text: t('about.timeline.heirlooms.text') },
  {
    when: '2012',
    title: t('about.timeline.branch.title', { city: branchCity(branch) }),
    text: t('about.timeline.branch.text', { street: isolate(branch.street), city: branchCity(branch), region: branchRegion(branch) }),
  },
  {
    when: '2019',
    title: t('about.timeline.generation.title'),
    text: t('about.timeline.generation.text', { purities: goldPurities('and') }),
  },
  {
    when: t('about.timeline.today'),
    title: t('about.timeline.online.title', { years: yearsClaim() }),
    text: t('about.timeline.online.text'),
  },
];
