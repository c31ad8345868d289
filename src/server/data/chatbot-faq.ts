// The sandbox chatbot: a small FAQ table (keywords -> answer) over the HELOC limits of seed
// 001 §9, and a fallback. It is a stand-in for the lender's chatbot service, not a model;
// docs/sandbox.md lists the questions it knows.
import {
  APR_MAX, APR_MIN, LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN, MANUAL_NOTARIZATION_FEE, ORIGINATION_FEE_RATE_MAX, RECORDING_FEE_MAX,
  VALUATION_FEE_NO_AVM,
} from '../../domain/constants';

const usd = (n: number): string => `$${n.toLocaleString('en-US')}`;
const pct = (f: number): string => `${(f * 100).toFixed(2)}%`;

/** One FAQ entry: any keyword (lower case, matched as a word prefix) selects the answer. */
export interface FaqEntry {
  id: string;
  keywords: readonly string[];
  answer: string;
}

/** The FAQ, first match wins (so the more specific entries come first). */
export const CHATBOT_FAQ: readonly FaqEntry[] = [
  {
    id: 'apr',
    keywords: ['apr', 'rate', 'interest'],
    answer: `APRs range from ${pct(APR_MIN)} to ${pct(APR_MAX)}, depending on your credit, the amount and your home's value.`,
  },
  {
    id: 'fees',
    keywords: ['fee', 'fees', 'cost', 'closing', 'origination'],
    answer:
      `The origination fee is up to ${pct(ORIGINATION_FEE_RATE_MAX)} of your initial draw. Other costs can include a ${usd(VALUATION_FEE_NO_AVM)} valuation ` +
      `if no automated valuation is available, recording fees from $0 to ${usd(RECORDING_FEE_MAX)}, and ${usd(MANUAL_NOTARIZATION_FEE)} for a manual notarization.`,
  },
  {
    id: 'funding',
    keywords: ['fund', 'funding', 'funded', 'how long', 'when', 'days', 'fast', 'quick'],
    answer: 'Approval can take about five minutes, and funding can happen in as little as five business days after you sign.',
  },
  {
    id: 'amount',
    keywords: ['amount', 'borrow', 'limit', 'how much', 'maximum', 'minimum', 'loan', 'line'],
    answer: `You can apply for a line of ${usd(LOAN_AMOUNT_MIN)} to ${usd(LOAN_AMOUNT_MAX)}, depending on your home equity and credit.`,
  },
];

/** The answer when no keyword matches. */
export const CHATBOT_FALLBACK =
  "I'm not sure I understood. I can answer questions about loan amounts, APRs, fees and funding time. During business hours you can also chat with our team.";

/** The FAQ entry a question selects, or undefined for the fallback. */
export function faqEntryFor(question: string): FaqEntry | undefined {
  const q = ` ${question.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ')} `;
  return CHATBOT_FAQ.find((e) => e.keywords.some((k) => q.includes(` ${k}`)));
}

/** The chatbot's answer to a question. */
export const chatbotAnswer = (question: string): string => faqEntryFor(question)?.answer ?? CHATBOT_FALLBACK;
