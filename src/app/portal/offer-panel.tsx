// The offer panel (seed 000 §2): hidden unless rate and amount are above 0; the rules and the
// formatting live in src/domain/offer-panel.ts.
import type { Application } from '../../api/application';
import { applicationPanelOffer, offerPanelView } from '../../domain/offer-panel';
import { useAppEnv } from '../app-env';
import { DetailCard, type DetailLine } from './detail-card';

/** Interest-only payments: the 62+ product, or a brand whose lender uses them (toggle `interestOnlyPayments`). */
export function isInterestOnly(app: Application, toggles: Record<string, unknown>): boolean {
  return app.isSixtyTwoPlus === true || toggles['interestOnlyPayments'] === true;
}

/** APR, initial draw, monthly payment ('--' when it cannot be worked out) and, except on the 62+ flow, the term. */
export function OfferPanel({ app }: { app: Application }) {
  const { t, brand } = useAppEnv();
  const view = offerPanelView(applicationPanelOffer(app), { interestOnly: isInterestOnly(app, brand.toggles) });
  if (!view) return null;
  const lines: DetailLine[] = [
    { label: t('msg:offer.apr'), value: view.apr, testId: 'offer-apr' },
    { label: t('msg:offer.initialDraw'), value: view.initialDraw, testId: 'offer-draw' },
    { label: t('msg:offer.monthlyPayment'), value: view.monthlyPayment, testId: 'offer-payment' },
  ];
  if (view.term) {
    const rateType = t(`msg:offer.rateType.${view.term.rateType}`);
    lines.push({ label: t('msg:offer.term'), value: t('msg:offer.termValue', { years: String(view.term.years), rateType }), testId: 'offer-term' });
  }
  return <DetailCard title={t('msg:offer.title')} lines={lines} testId="offer-panel" />;
}
