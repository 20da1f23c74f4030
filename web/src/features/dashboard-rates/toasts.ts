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
  feedActionFailed: (error: unknown, title: string) => notify.problem(title, { description: serverMessage(error) }),
};
