import { store } from '#domain/store/settings.ts';

export interface Milestone {
  /** A year, or a word such as 'Today'. */
  when: string;
  title: string;
  text: string;
}

const [mainStore, branch] = store.branches;
if (!mainStore || !branch) throw new Error('settings.ts must list the main store first, then the branch.');

export const MILESTONES: Milestone[] = [
  {
    when: String(store.foundedYear),
    title: 'A single counter of Arabic gold',
    text: `Our family opens ${store.name} with one glass counter in ${mainStore.city}, ${mainStore.region}, bringing the gold traditions of home to the Gulf Coast: every piece weighed in front of the customer and priced honestly by the gram.`,
  },
  {
    when: '1994',
    title: 'Our own workshop',
    text: 'A bench and a small furnace behind the shop mean repairs, resizing and engraving are done by our own hands, never sent away.',
  },
  {
    when: '2003',
    title: 'Trusted with heirlooms',
    text: 'Families begin bringing us the gold of their grandparents. We buy, exchange and re-craft it at the day’s rate, and return the stories along with the metal.',
  },
  {
    when: '2012',
    title: `The ${branch.city} branch`,
    text: `Our second store opens on ${branch.street} in ${branch.city}, ${branch.region}, with the same counter, the same scales and the same family behind them.`,
  },
  {
    when: '2019',
    title: 'The second generation',
    text: `Our children join the business and bring custom design, platinum and certified diamonds alongside our ${store.goldPurities.join(' and ')} gold.`,
  },
  {
    when: 'Today',
    title: `${store.yearsClaim} years of trust, now online`,
    text: 'Our collection is online and every piece is priced by the live metal rate, exactly as it is at our counters.',
  },
];
