// Documents the applicant e-signs (the eSignature widget). The sandbox has one, the line of credit
// agreement; its text quotes the application. `version` is what a signature names: a new wording
// is a new version, and a signature of an older one is refused (409).

/** A document to sign, as GET .../documents/{id} answers it. */
export interface SigningDocument {
  id: string;
  version: number;
  title: string;
  kind: 'text';
  body: string;
}

/** What the documents quote. */
export interface SigningInput {
  companyName: string;
  loanNumber: string;
  amount?: number | undefined;
  rate?: number | undefined;
  term?: number | undefined;
  property: { street1?: string; city?: string; state?: string; zip?: string };
}

/** Ids of the documents the sandbox can be asked to sign. */
export const SIGNING_DOCUMENT_IDS = ['heloc-agreement'] as const;

const money = (n: number | undefined): string => (typeof n === 'number' ? `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : 'the amount shown in your offer');

/** The document `id` for an application, or undefined for an unknown id. */
export function signingDocument(id: string, input: SigningInput): SigningDocument | undefined {
  if (id !== 'heloc-agreement') return undefined;
  const p = input.property;
  const where = [p.street1, p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    id,
    version: 2,
    title: 'Home Equity Line of Credit Agreement',
    kind: 'text',
    body: [
      `This agreement is between you and ${input.companyName} for the home equity line of credit of application ${input.loanNumber}, secured by your home at ${where || 'the property of your application'}.`,
      `Your line. We give you a line of credit of up to ${money(input.amount)}. You may draw on it during the draw period and repay what you draw over ${typeof input.term === 'number' ? `${input.term} years` : 'the term of your offer'}.`,
      `Interest. Each draw bears interest at ${typeof input.rate === 'number' ? `${input.rate.toFixed(3)}%` : 'the rate of your offer'} a year, fixed for that draw. Interest accrues daily on the unpaid balance.`,
      'Payments. You will pay each month at least the interest due and the principal needed to repay each draw over its term. Payments are due on the same day each month.',
      'Security. You give us a mortgage or deed of trust on your home. If you do not pay as agreed we may end the line, ask for the whole balance, and in the end sell the home to repay it.',
      'Fees. The origination fee and third-party costs shown in your offer are added to your first draw. There is no fee for paying early.',
      'Ending or reducing the line. We may stop further draws or reduce your line where federal law allows, for example if your home loses much of its value or your finances change materially. We will tell you in writing.',
      'Your right to cancel. If the home is your principal dwelling you may cancel this line within three business days after it opens, without cost, as your notice of the right to cancel explains.',
      'Electronic signature. By typing your name and signing you agree that your electronic signature has the same effect as your signature on paper.',
      'Sandbox sample: this text stands in for the lender\u2019s agreement.',
    ].join('\n\n'),
  };
}
