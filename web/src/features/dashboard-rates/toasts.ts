import { formatDateTime } from '#web/lib/format.ts';
import { formatRate, type RateHundredths } from '#domain/rates/rate-units.ts';
import { notify, serverMessage } from '#web/lib/notify.ts';

/**
 * The metal price messages: the manual edit's ('Product Updated' is the shop's word for a price change)
 * and the rate feed's. A refusal the server explains (a 4xx) carries its sentence; anything else
 * stays general.
 */
export const rateToast = {
  updated: () => notify.success('Product Updated'),
  updateFailed: (error: unknown) => notify.problem('Something went wrong', { description: serverMessage(error) }),
  rateApplied: (metal: string, rate: RateHundredths) =>
    notify.success(`${metal} rate applied`, { description: `${formatRate(rate)} per gram` }),
  boardSaved: (purity: string) => notify.success(`${purity} board rate saved`),
  boardCleared: (purity: string) => notify.success(`${purity} is priced at fineness × pure again`),
  quoteRejected: (metal: string) => notify.success(`${metal} quote rejected`),
  premiumsSaved: () => notify.success('Premiums saved'),
  pinned: (metal: string, until: string | null) =>
    notify.success(`${metal} rate pinned`, {
      description: until ? `Until ${formatDateTime(until)}` : 'Until you unpin it',
    }),
  unpinned: (metal: string) =>
    notify.success(`${metal} rate unpinned`, { description: 'The rate feed sets it again from its next quote' }),
  feedActionFailed: (error: unknown, title: string) => notify.problem(title, { description: serverMessage(error) }),
};
