// `offerChoice` (ui:field): product/select's choice of offer. The lender's offers come from the
// page context (ui:options paths, read through formContext.readContext), never from the form;
// the value is { type, term, amount, autopay }. Every figure is worked out by src/domain
// (offer-quote.ts); every label comes from ui:options.labels (the page's messages).
import { useEffect, useId, type ChangeEvent } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { formatMoney } from '../../domain/money';
import { formatPercent } from '../../domain/percent';
import type { Offer, OfferCost } from '../../domain/offer';
import { clampDraw, defaultChoice, drawBounds, findOffer, offersFromRecords, offerTerms, quoteOffer } from '../../domain/offer-quote';
import { rendererContext } from '../form-context';
import { RequiredMark } from '../templates/field-template';
import { fieldSlotRecipe, offerChoiceSlotRecipe, radioCardSlotRecipe } from '../theme/recipes';
import { slotClasses } from '../theme/styled';
import { parseMoneyInput, formatMoney as formatTyped } from '../widgets/money-widget';
import { Input } from '../ui/primitives';

/** The form value of the field. */
export interface OfferChoiceValue {
  type?: string;
  term?: number;
  amount?: number;
  autopay?: boolean;
}

/** Default English labels; the page's ui:options.labels override each ({placeholders} filled). */
export const OFFER_CHOICE_TEXT = {
  rateType: 'Rate type',
  FIXED: 'Fixed rate',
  VARIABLE: 'Variable rate',
  term: 'Term',
  termOption: '{years} years',
  termRate: '{rate} APR',
  amount: 'Initial draw',
  amountHint: 'Between {min} and {max}',
  slider: 'Initial draw slider',
  autopay: 'Pay automatically from my bank account and lower my rate by {discount}',
  summary: 'Your estimate',
  monthlyPayment: 'Monthly payment',
  interestOnly: 'Monthly payment (interest only)',
  apr: 'APR',
  partnerDiscount: 'Partner rate discount (included)',
  partnerDiscountValue: '{discount} off the APR',
  originationFee: 'Origination fee',
  closingCosts: 'Other closing costs',
  recordingTax: 'Recording tax',
  recordingTaxRange: '{min} to {max} (estimate)',
  payoff: 'Paid to your lienholders',
  cash: 'Cash to you',
  noOffers: 'We have no offers to show right now.',
  noRoom: 'The liens you chose to pay off use the whole line. Choose fewer liens to pay off.',
  note: 'Estimates until you sign. The variable rate can change with the Prime Rate.',
  choice: 'Your offer',
  drawn: 'Initial draw',
  choiceValue: '{years}-year {type}',
  autopayChosen: 'Includes the {discount} autopay discount. You will set up autopay before you sign.',
} as const;

type TextKey = keyof typeof OFFER_CHOICE_TEXT;

const toNumber = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const toBoolean = (v: unknown): boolean | undefined => (v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined);

const money = (v: number): string => (Number.isFinite(v) ? formatMoney(v) : '--');
const wholeMoney = (v: number): string => (Number.isFinite(v) ? formatMoney(v, 0) : '--');

export function OfferChoiceField(props: FieldProps) {
  const { fieldPathId, formData, uiSchema, errorSchema, onChange, registry, required, disabled, readonly, schema } = props;
  const id = fieldPathId.$id;
  const uid = useId();
  const styles = slotClasses(offerChoiceSlotRecipe);
  const field = slotClasses(fieldSlotRecipe);
  const cards = slotClasses(radioCardSlotRecipe);
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const labels = (options['labels'] ?? {}) as Partial<Record<TextKey, string>>;
  const text = (key: TextKey, vars?: Record<string, string | number>): string =>
    (labels[key] ?? OFFER_CHOICE_TEXT[key]).replace(/\{(\w+)\}/g, (m, k: string) => (vars && k in vars ? String(vars[k]) : m));
  const ctx = rendererContext(registry.formContext);
  const read = (key: string): unknown => (typeof options[key] === 'string' && ctx.readContext ? ctx.readContext(options[key] as string) : undefined);

  const offers: Offer[] = offersFromRecords(read('offers'));
  const costs = (Array.isArray(read('costs')) ? read('costs') : []) as OfferCost[];
  const state = typeof read('state') === 'string' ? (read('state') as string) : undefined;
  const payoff = typeof read('payoff') === 'number' ? (read('payoff') as number) : 0;
  const ofee = read('ofeeMaxThreshold');
  const partner = read('partnerDiscounts');
  const interestOnly = read('interestOnly') === true;
  const summaryOnly = options['summaryOnly'] === true;

  // Values may arrive as text (prefilled from the query of product/select/confirm).
  const raw = (formData ?? {}) as Record<string, unknown>;
  const value: OfferChoiceValue = {};
  if (typeof raw['type'] === 'string') value.type = raw['type'];
  const term = toNumber(raw['term']);
  if (term !== undefined) value.term = term;
  const typedAmount = toNumber(raw['amount']);
  if (typedAmount !== undefined) value.amount = typedAmount;
  const autopayValue = toBoolean(raw['autopay']);
  if (autopayValue !== undefined) value.autopay = autopayValue;

  const fallback = defaultChoice(offers);
  const offer = findOffer(offers, value.type, value.term) ?? (fallback ? findOffer(offers, fallback.type, fallback.term) : undefined);
  const emit = (next: OfferChoiceValue) => onChange(next as never, fieldPathId.path);
  const errorOf = (part: string): string | undefined => (errorSchema as Record<string, { __errors?: string[] } | undefined> | undefined)?.[part]?.__errors?.[0] ?? errorSchema?.__errors?.[0];

  // The choice shown is the form's value: an untouched page holds the default it shows, so
  // Continue sends what the applicant sees.
  const missing = offer !== undefined && (raw['type'] !== offer.type || raw['term'] !== offer.term || typeof raw['amount'] !== 'number' || typeof raw['autopay'] !== 'boolean');
  useEffect(() => {
    if (!missing || !offer) return;
    const b = drawBounds(offer, payoff);
    if (b) emit({ type: offer.type, term: offer.term, amount: typeof value.amount === 'number' ? value.amount : clampDraw(fallback?.amount ?? offer.maxDraw, b), autopay: value.autopay ?? true });
    // emit and the derived values change with the same inputs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing]);

  if (!offer) return <p role="status" className={field.root}>{text('noOffers')}</p>;
  const bounds = drawBounds(offer, payoff);
  if (!bounds) return <p role="alert" className={field.root}>{text('noRoom')}</p>;
  const amount = typeof value.amount === 'number' ? value.amount : clampDraw(fallback?.amount ?? offer.maxDraw, bounds);
  const autopay = value.autopay ?? true;
  const quote = quoteOffer(offer, amount, {
    autopay,
    payoff,
    interestOnly,
    ...(state !== undefined ? { state } : {}),
    ...(costs.length > 0 ? { costs } : {}),
    ...(typeof ofee === 'number' ? { ofeeMaxThreshold: ofee } : {}),
    ...(Array.isArray(partner) ? { partnerDiscounts: partner.filter((p): p is string => typeof p === 'string') } : {}),
  });
  const choose = (type: string, term: number) => {
    const next = findOffer(offers, type, term);
    const b = next ? drawBounds(next, payoff) : null;
    emit({ type, term, amount: b ? clampDraw(amount, b) : amount, autopay });
  };
  const groups = offerTerms(offers);
  const current = { type: offer.type, term: offer.term };
  const amountError = errorOf('amount');
  const amountId = `${id}_amount`;
  const off = disabled || readonly;
  const tax = quote.recordingTax.min === quote.recordingTax.max ? money(quote.recordingTax.max) : text('recordingTaxRange', { min: money(quote.recordingTax.min), max: money(quote.recordingTax.max) });

  const summary = (
    <dl className={styles.summary} aria-labelledby={`${uid}-summary`} aria-live="polite" data-testid="offer-summary">
      {summaryOnly && (
        <>
          <dt className={styles.term}>{text('choice')}</dt>
          <dd className={styles.def}>{text('choiceValue', { years: offer.term, type: text(offer.type as TextKey) })}</dd>
          <dt className={styles.term}>{text('drawn')}</dt>
          <dd className={styles.def}>{money(quote.amount)}</dd>
        </>
      )}
      <dt className={styles.term}>{text(interestOnly ? 'interestOnly' : 'monthlyPayment')}</dt>
      <dd className={`${styles.def} ${styles.total}`}>{money(quote.monthlyPayment)}</dd>
      <dt className={styles.term}>{text('apr')}</dt>
      <dd className={styles.def}>{formatPercent(quote.rate)}</dd>
      {quote.partnerDiscount > 0 && (
        <>
          <dt className={styles.term}>{text('partnerDiscount')}</dt>
          <dd className={styles.def}>{text('partnerDiscountValue', { discount: formatPercent(quote.partnerDiscount) })}</dd>
        </>
      )}
      <dt className={styles.term}>{text('originationFee')}</dt>
      <dd className={styles.def}>{money(quote.originationFee)}</dd>
      {quote.closingCosts > 0 && (
        <>
          <dt className={styles.term}>{text('closingCosts')}</dt>
          <dd className={styles.def}>{money(quote.closingCosts)}</dd>
        </>
      )}
      {quote.recordingTax.max > 0 && (
        <>
          <dt className={styles.term}>{text('recordingTax')}</dt>
          <dd className={styles.def}>{tax}</dd>
        </>
      )}
      {quote.payoff > 0 && (
        <>
          <dt className={styles.term}>{text('payoff')}</dt>
          <dd className={styles.def}>{money(quote.payoff)}</dd>
        </>
      )}
      <dt className={styles.term}>{text('cash')}</dt>
      <dd className={`${styles.def} ${styles.total}`}>{money(quote.cashToBorrower)}</dd>
    </dl>
  );
  const heading = (
    <h2 className={field.label} id={`${uid}-summary`}>
      {text('summary')}
    </h2>
  );
  if (summaryOnly) {
    return (
      <div className={styles.root} id={id} data-field={id}>
        {heading}
        {summary}
        {autopay && quote.autopayDiscount > 0 && <p className={styles.note}>{text('autopayChosen', { discount: formatPercent(quote.autopayDiscount) })}</p>}
        <p className={styles.note}>{schema.description ?? text('note')}</p>
      </div>
    );
  }

  return (
    <div className={styles.root} id={id} data-field={id}>
      {groups.length > 1 && (
        <fieldset className={cards.root}>
          <legend className={cards.legend}>
            {text('rateType')}
            {required && <RequiredMark />}
          </legend>
          <div className={cards.items}>
            {groups.map((g) => (
              <label key={g.type} className={cards.item} htmlFor={`${id}_type_${g.type}`}>
                <input
                  type="radio"
                  id={`${id}_type_${g.type}`}
                  name={`${id}_type`}
                  className={cards.control}
                  checked={current.type === g.type}
                  disabled={off}
                  onChange={() => choose(g.type, g.terms.includes(current.term) ? current.term : (g.terms[0] ?? current.term))}
                />
                <span className={cards.text}>{text(g.type as TextKey)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={cards.root}>
        <legend className={cards.legend}>{text('term')}</legend>
        <div className={cards.items} style={{ gridTemplateColumns: '1fr' }}>
          {(groups.find((g) => g.type === current.type)?.terms ?? []).map((term) => {
            const o = findOffer(offers, current.type, term);
            const rate = o ? quoteOffer(o, amount, { autopay, payoff }).rate : Number.NaN;
            return (
              <label key={term} className={cards.item} htmlFor={`${id}_term_${term}`}>
                <input type="radio" id={`${id}_term_${term}`} name={`${id}_term`} className={cards.control} checked={current.term === term} disabled={off} onChange={() => choose(current.type, term)} />
                <span className={cards.text}>{text('termOption', { years: term })}</span>
                <span className={styles.rate}>{Number.isFinite(rate) ? text('termRate', { rate: formatPercent(rate) }) : ''}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className={field.root}>
        <label htmlFor={amountId} className={field.label}>
          {text('amount')}
        </label>
        <p id={`${uid}-hint`} className={field.description}>
          {text('amountHint', { min: wholeMoney(bounds.min), max: wholeMoney(bounds.max) })}
        </p>
        <Input
          id={amountId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={formatTyped(amount)}
          disabled={off}
          aria-describedby={[`${uid}-hint`, amountError ? `${amountId}__error` : ''].filter(Boolean).join(' ')}
          {...(amountError ? { 'aria-invalid': true } : {})}
          onChange={(e: ChangeEvent<HTMLInputElement>) => emit({ type: offer.type, term: offer.term, amount: parseMoneyInput(e.target.value) ?? 0, autopay })}
        />
        <input
          type="range"
          className={styles.slider}
          min={bounds.min}
          max={bounds.max}
          step={bounds.max - bounds.min >= 1000 ? 500 : 1}
          value={clampDraw(amount, bounds)}
          disabled={off}
          aria-label={text('slider')}
          aria-valuetext={wholeMoney(clampDraw(amount, bounds))}
          onChange={(e) => emit({ type: offer.type, term: offer.term, amount: Number(e.target.value), autopay })}
        />
        <div className={styles.bounds} aria-hidden="true">
          <span>{wholeMoney(bounds.min)}</span>
          <span>{wholeMoney(bounds.max)}</span>
        </div>
        {amountError && (
          <p id={`${amountId}__error`} className={field.error}>
            {amountError}
          </p>
        )}
      </div>
      {quote.autopayDiscount > 0 && (
        <label className={cards.item} htmlFor={`${id}_autopay`}>
          <input type="checkbox" id={`${id}_autopay`} className={cards.control} checked={autopay} disabled={off} onChange={(e) => emit({ type: offer.type, term: offer.term, amount, autopay: e.target.checked })} />
          <span className={cards.text}>{text('autopay', { discount: formatPercent(quote.autopayDiscount) })}</span>
        </label>
      )}
      {heading}
      {summary}
      <p className={styles.note}>{schema.description ?? text('note')}</p>
    </div>
  );
}
