import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { purityName } from '#domain/catalog/labels.ts';
import { BUY_FINENESSES, BUY_METALS, type BuyMetal } from '#domain/exchange/buy-rates.ts';
import { MAX_ESTIMATE_GRAMS } from '#domain/exchange/estimate.ts';
import { FieldError, SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatCents, formatDateTime } from '#web/lib/format.ts';
import { metalLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';
import { useBuyRates } from '#web/hooks/use-buy-rates.ts';
import { useMakeEstimate } from '../api/estimates.ts';
import { EstimateBreakup } from './estimate-breakup.tsx';
import { HallmarkGuide } from './hallmark-guide.tsx';

const NOT_SURE = 'not-sure';

/** Grams typed in either digit set, with a point or a comma: a number up to a milligram, or undefined. */
function gramsOf(text: string): number | undefined {
  const western = text
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[٫,]/, '.');
  if (!/^\d{1,5}(\.\d{1,3})?$/.test(western)) return undefined;
  const grams = Number(western);
  return grams > 0 && grams <= MAX_ESTIMATE_GRAMS ? grams : undefined;
}

/** /sell-gold's form: metal, purity (or not sure: the hallmark guide) and weight, then the offer line by line. */
export function SellGoldForm() {
  const [metal, setMetal] = useState<BuyMetal>('Gold');
  const [purity, setPurity] = useState<string>(String(BUY_FINENESSES.Gold[1]));
  const [gramsText, setGramsText] = useState('');
  const [gramsError, setGramsError] = useState<string | undefined>();
  const buyRates = useBuyRates();
  const estimate = useMakeEstimate();
  const notSure = purity === NOT_SURE;
  const offerRef = useRef<HTMLElement>(null);
  // On a phone the offer is below the form: bring it into view when it arrives.
  useEffect(() => {
    if (estimate.data) offerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [estimate.data]);
  const rate = buyRates.data?.find((entry) => entry.metal === metal && entry.fineness === Number(purity));

  function submit(event: FormEvent) {
    event.preventDefault();
    const grams = gramsOf(gramsText);
    setGramsError(grams === undefined ? t('exchange.form.gramsInvalid', { max: MAX_ESTIMATE_GRAMS }) : undefined);
    if (grams === undefined || notSure) return;
    estimate.mutate({ metal, fineness: Number(purity), grams });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={submit} noValidate className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gold-100">
        <SelectField
          id="sell-metal"
          label={t('exchange.form.metal')}
          value={metal}
          onChange={(event) => {
            const next = event.target.value as BuyMetal;
            setMetal(next);
            setPurity(String(BUY_FINENESSES[next][0]));
            estimate.reset();
          }}
        >
          {BUY_METALS.map((id) => (
            <option key={id} value={id}>
              {metalLabel(id)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="sell-purity"
          label={t('exchange.form.purity')}
          value={purity}
          onChange={(event) => {
            setPurity(event.target.value);
            estimate.reset();
          }}
          hint={
            rate && !notSure
              ? rate.buyRatePerGramCents === null
                ? t('exchange.rate.askInStore')
                : t('exchange.rate.perGram', { price: formatCents(rate.buyRatePerGramCents) })
              : undefined
          }
        >
          {BUY_FINENESSES[metal].map((fineness) => (
            <option key={fineness} value={String(fineness)}>
              {purityName(metal, fineness, t)}
            </option>
          ))}
          <option value={NOT_SURE}>{t('exchange.form.notSure')}</option>
        </SelectField>
        <TextField
          id="sell-grams"
          label={t('exchange.form.grams')}
          inputMode="decimal"
          autoComplete="off"
          value={gramsText}
          onChange={(event) => setGramsText(event.target.value)}
          hint={t('exchange.form.gramsHint')}
          error={gramsError}
        />
        <SubmitButton pending={estimate.isPending} pendingLabel={t('exchange.form.submitting')} fullWidth>
          {t('exchange.form.submit')}
        </SubmitButton>
        {notSure ? <p className="text-sm text-ink-soft">{t('exchange.form.pickAMark')}</p> : null}
        <FieldError id="sell-error" error={estimate.isError ? errorMessage(estimate.error) : undefined} />
      </form>
      <div className="space-y-6">
        {estimate.data ? (
          <section
            ref={offerRef}
            aria-live="polite"
            className="rounded-2xl border border-gold-100 bg-white px-4 py-3 shadow-sm sm:px-6 sm:py-4"
          >
            <EstimateBreakup estimate={estimate.data} />
            <p className="mt-3 text-sm text-ink-soft">
              {t('exchange.offer.holds', { time: formatDateTime(estimate.data.expiresAt) })} {t('exchange.offer.note')}
            </p>
            <p className="mt-4">
              <Link
                to={paths.bookVisit.getHref({ purpose: 'sell_gold', estimate: estimate.data.id })}
                className="btn-gold"
              >
                {t('exchange.offer.visit')}
              </Link>
            </p>
          </section>
        ) : null}
        {notSure || !estimate.data ? <HallmarkGuide /> : null}
      </div>
    </div>
  );
}
