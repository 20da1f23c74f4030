import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BUY_FINENESSES, BUY_METALS, buyPurityName, type BuyMetal } from '#domain/exchange/buy-rates.ts';
import {
  PHOTO_ID_LABELS,
  PHOTO_ID_TYPES,
  SETTLEMENT_LABELS,
  SETTLEMENTS,
  type AssayOffer,
  type CounterEstimate,
  type GoldPurchase,
  type PhotoIdType,
  type Settlement,
} from '#domain/exchange/gold-purchase.ts';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { apiGet, apiSend, errorMessage } from '#web/lib/api-client.ts';
import { formatCents, formatDateTime } from '#web/lib/format.ts';

/** A new purchase's id, made when the form opens: sending the same settlement twice settles it once. */
const newPurchaseId = () => `gp_${crypto.randomUUID()}`;

interface Measured {
  metal: BuyMetal;
  fineness: number;
  grams: string;
}

const blankSeller = { name: '', email: '', idType: 'drivers_license' as PhotoIdType, idNumber: '' };

/**
 * Buying old metal at the counter: open the online offer (if any), enter what was measured, see
 * the final offer, record the seller and settle, as a payout or as store credit, in one request.
 */
export function AssayForm({ initialEstimateId }: { initialEstimateId: string }) {
  const [purchaseId, setPurchaseId] = useState(newPurchaseId);
  const [estimateId, setEstimateId] = useState(initialEstimateId);
  const [estimate, setEstimate] = useState<CounterEstimate | null>(null);
  const [measured, setMeasured] = useState<Measured>({ metal: 'Gold', fineness: 916, grams: '' });
  const [description, setDescription] = useState('');
  const [seller, setSeller] = useState(blankSeller);
  const [settlement, setSettlement] = useState<Settlement>('cash');
  const [reference, setReference] = useState('');

  const open = useMutation({
    mutationFn: (id: string) => apiGet<CounterEstimate>(`/admin/gold-purchases/estimates/${encodeURIComponent(id)}`),
    onSuccess: (found) => {
      setEstimate(found);
      setMeasured({ metal: found.metal, fineness: found.fineness, grams: String(found.grams) });
    },
  });
  const { mutate: openOffer } = open;
  // Opened from a visit's offer link: show the offer at once.
  useEffect(() => {
    if (initialEstimateId) openOffer(initialEstimateId);
  }, [initialEstimateId, openOffer]);
  const assay = {
    ...(estimate ? { estimateId: estimate.id } : {}),
    metal: measured.metal,
    fineness: measured.fineness,
    grams: Number(measured.grams),
  };
  const quote = useMutation({ mutationFn: () => apiSend<AssayOffer>('POST', '/admin/gold-purchases/quote', assay) });
  const settle = useMutation({
    mutationFn: () =>
      apiSend<GoldPurchase>('POST', '/admin/gold-purchases', {
        id: purchaseId,
        ...assay,
        description,
        seller: { ...seller, email: seller.email.trim() || undefined },
        settlement,
        settlementReference: reference.trim() || undefined,
      }),
  });

  const startOver = () => {
    setPurchaseId(newPurchaseId());
    setEstimate(null);
    setEstimateId('');
    setDescription('');
    setSeller(blankSeller);
    setReference('');
    quote.reset();
    settle.reset();
  };

  if (settle.data) return <Settled purchase={settle.data} onNext={startOver} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!settle.isPending) settle.mutate();
  };
  const failure = open.error ?? quote.error ?? settle.error;

  return (
    <form onSubmit={submit} className="max-w-3xl space-y-8" noValidate>
      {failure ? (
        <p role="alert" className="rounded-xl bg-ruby/10 p-3 text-sm text-ruby">
          {errorMessage(failure)}
        </p>
      ) : null}
      <fieldset className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
        <legend className="text-lg font-semibold">Online offer (optional)</legend>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            id="estimate-id"
            label="Offer id"
            value={estimateId}
            onChange={(event) => setEstimateId(event.target.value.trim())}
            placeholder="est_…"
            className="grow"
          />
          <button type="button" className="btn-outline h-12" onClick={() => estimateId && open.mutate(estimateId)}>
            Open offer
          </button>
        </div>
        {estimate ? <EstimateSummary estimate={estimate} /> : null}
      </fieldset>

      <fieldset className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
        <legend className="text-lg font-semibold">What you measured</legend>
        <MeasuredFields
          measured={measured}
          onChange={(next) => {
            setMeasured(next);
            quote.reset();
          }}
        />
        <button type="button" className="btn-outline" onClick={() => quote.mutate()}>
          See the offer
        </button>
        {quote.data ? <OfferLines offer={quote.data} /> : null}
        <TextField
          id="description"
          label="Description"
          hint="What the pieces are, with any marks or stones."
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </fieldset>

      <SellerFields seller={seller} onChange={setSeller} />

      <fieldset className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
        <legend className="text-lg font-semibold">Settlement</legend>
        <SettlementFields
          settlement={settlement}
          reference={reference}
          onSettlement={setSettlement}
          onReference={setReference}
        />
        <SubmitButton pending={settle.isPending} pendingLabel="Settling…" fullWidth={false}>
          Buy and settle
        </SubmitButton>
      </fieldset>
    </form>
  );
}

function OfferLines({ offer }: { offer: AssayOffer }) {
  return (
    <dl className="space-y-1 rounded-xl bg-ivory p-4 text-sm" aria-live="polite">
      {offer.lines.map((line) => (
        <div key={line.kind} className="flex justify-between gap-3">
          <dt>
            {line.kind === 'metal'
              ? `${line.milligrams / 1000} g at ${formatCents(line.buyRatePerGramCents)}/g`
              : `Assay deduction ${line.basisPoints / 100}%`}
          </dt>
          <dd className="tabular-nums">{formatCents(line.cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-gold-100 pt-1 font-semibold">
        <dt>We offer ({offer.rateBasis === 'held' ? "the online offer's held rate" : "today's rate"})</dt>
        <dd className="tabular-nums">{formatCents(offer.offerCents)}</dd>
      </div>
    </dl>
  );
}

function SellerFields({
  seller,
  onChange,
}: {
  seller: typeof blankSeller;
  onChange: (seller: typeof blankSeller) => void;
}) {
  return (
    <fieldset className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <legend className="text-lg font-semibold">Seller</legend>
      <p className="text-sm text-ink-soft">The photo ID is kept for the buy register only (admins).</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="seller-name"
          label="Name"
          value={seller.name}
          onChange={(event) => onChange({ ...seller, name: event.target.value })}
        />
        <TextField
          id="seller-email"
          label="Customer account e-mail"
          labelNote="(optional)"
          type="email"
          value={seller.email}
          onChange={(event) => onChange({ ...seller, email: event.target.value })}
        />
        <SelectField
          id="id-type"
          label="Photo ID"
          value={seller.idType}
          onChange={(event) => onChange({ ...seller, idType: event.target.value as PhotoIdType })}
        >
          {PHOTO_ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {PHOTO_ID_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          id="id-number"
          label="ID number"
          autoComplete="off"
          value={seller.idNumber}
          onChange={(event) => onChange({ ...seller, idNumber: event.target.value })}
        />
      </div>
    </fieldset>
  );
}

function Settled({ purchase, onNext }: { purchase: GoldPurchase; onNext: () => void }) {
  return (
    <section role="status" className="max-w-xl space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold">Bought and settled</h2>
      <p>
        {purchase.grams} g {buyPurityName(purchase.metal, purchase.fineness)} from {purchase.sellerName}:{' '}
        <strong>{formatCents(purchase.offerCents)}</strong>, {SETTLEMENT_LABELS[purchase.settlement].toLowerCase()}
        {purchase.settlement === 'store_credit' ? ` to ${purchase.sellerEmail}` : ''}.
      </p>
      <p className="text-sm text-ink-soft">Purchase {purchase.id}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-gold" onClick={onNext}>
          Next purchase
        </button>
        <Link to={dashboardPaths.buyRegister.getHref()} className="btn-outline">
          Buy register
        </Link>
      </div>
    </section>
  );
}

function EstimateSummary({ estimate }: { estimate: CounterEstimate }) {
  return (
    <p className="text-sm">
      {buyPurityName(estimate.metal, estimate.fineness)}, {estimate.grams} g: {formatCents(estimate.offerCents)} at{' '}
      {formatCents(estimate.buyRatePerGramCents)}/g.{' '}
      {estimate.held
        ? `The rate holds until ${formatDateTime(estimate.expiresAt)} for this purity.`
        : `Expired ${formatDateTime(estimate.expiresAt)}: today's rate applies.`}
    </p>
  );
}

function MeasuredFields({ measured, onChange }: { measured: Measured; onChange: (measured: Measured) => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        id="metal"
        label="Metal"
        value={measured.metal}
        onChange={(event) => {
          const metal = event.target.value as BuyMetal;
          onChange({ ...measured, metal, fineness: BUY_FINENESSES[metal][0]! });
        }}
      >
        {BUY_METALS.map((metal) => (
          <option key={metal}>{metal}</option>
        ))}
      </SelectField>
      <SelectField
        id="fineness"
        label="Purity by your test"
        value={measured.fineness}
        onChange={(event) => onChange({ ...measured, fineness: Number(event.target.value) })}
      >
        {BUY_FINENESSES[measured.metal].map((fineness) => (
          <option key={fineness} value={fineness}>
            {buyPurityName(measured.metal, fineness)}
          </option>
        ))}
      </SelectField>
      <TextField
        id="grams"
        label="Weight"
        labelNote="(grams)"
        inputMode="decimal"
        value={measured.grams}
        onChange={(event) => onChange({ ...measured, grams: event.target.value })}
      />
    </div>
  );
}

function SettlementFields(props: {
  settlement: Settlement;
  reference: string;
  onSettlement: (settlement: Settlement) => void;
  onReference: (reference: string) => void;
}) {
  const { settlement, reference } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="settlement"
        label="Pay as"
        hint={settlement === 'store_credit' ? "Credited to the seller's account: enter its e-mail." : undefined}
        value={settlement}
        onChange={(event) => props.onSettlement(event.target.value as Settlement)}
      >
        {SETTLEMENTS.map((value) => (
          <option key={value} value={value}>
            {SETTLEMENT_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextField
        id="reference"
        label="Reference"
        labelNote="(optional)"
        hint="The transfer's reference or the receipt number."
        value={reference}
        onChange={(event) => props.onReference(event.target.value)}
      />
    </div>
  );
}
