// Documents the applicant e-signs (the eSignature widget): the closing package signing/sign walks
// through (the line of credit agreement, the closing disclosure, the notice of the right to cancel;
// part 2, issue 21); their text quotes the application. `version` is what a signature names: a new wording
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
export const SIGNING_DOCUMENT_IDS = ['heloc-agreement', 'closing-disclosure', 'right-to-cancel'] as const;

const money = (n: number | undefined): string => (typeof n === 'number' ? `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : 'the amount shown in your offer');

/** The document `id` for an application, or undefined for an unknown id. */
export function signingDocument(id: string, input: SigningInput): SigningDocument | undefined {
  const p = input.property;
  const where = [p.street1, p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (id === 'closing-disclosure') return closingDisclosure(input, where);
  if (id === 'right-to-cancel') return rightToCancel(input, where);
  if (id !== 'heloc-agreement') return undefined;
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

const rate = (r: number | undefined): string => (typeof r === 'number' ? `${r.toFixed(3)}%` : 'the rate of your offer');

/** The closing disclosure: the line's final terms and what closing costs (the figures of the offer). */
function closingDisclosure(input: SigningInput, where: string): SigningDocument {
  return {
    id: 'closing-disclosure',
    version: 1,
    title: 'Closing Disclosure',
    kind: 'text',
    body: [
      `Closing disclosure for application ${input.loanNumber} with ${input.companyName}, for your home at ${where || 'the property of your application'}. Compare it with the estimate you saw when you chose your offer.`,
      `Line of credit. Up to ${money(input.amount)}, drawn in full or in part during the draw period and repaid over ${typeof input.term === 'number' ? `${input.term} years` : 'the term of your offer'}.`,
      `Annual percentage rate. ${rate(input.rate)} for your first draw; the rate of each later draw is fixed when you make it.`,
      'Closing costs. The origination fee, the recording fee and any recording tax of your state, as shown in your offer, are paid from your first draw. You bring no money to closing.',
      'Cash to you. Your first draw less the closing costs above, and less any balances you chose to pay off, is sent to your disbursement account once the line is funded.',
      'Payments. Your first payment is due about one month after funding. Autopay, if you chose it, takes it from your autopay account.',
      'Your lien. Your home secures this line. Other liens on the home stay as they are unless you chose to pay them off.',
      'Sandbox sample: this text stands in for the lender\u2019s closing disclosure.',
    ].join('\n\n'),
  };
}

/** The notice of the right to cancel (Regulation Z, 12 CFR 1026.15): three business days after the line opens. */
function rightToCancel(input: SigningInput, where: string): SigningDocument {
  return {
    id: 'right-to-cancel',
    version: 1,
    title: 'Notice of Right to Cancel',
    kind: 'text',
    body: [
      `Your right to cancel. You are opening a line of credit with ${input.companyName} (application ${input.loanNumber}) that will give us a security interest in your home at ${where || 'the property of your application'}. You have a legal right under federal law to cancel this line, without cost, within three business days after the latest of: the day the line opens, the day you receive the truth-in-lending disclosures, and the day you receive this notice.`,
      'If you cancel, the security interest in your home is also cancelled. Within 20 calendar days of receiving your notice we must take the steps needed to reflect that the security interest has been cancelled, and return any money or property you gave us.',
      'How to cancel. Tell us in writing, at the address or e-mail on your account page, or sign and date a copy of this notice. If you cancel by mail, the notice must be sent no later than midnight of the third business day.',
      'Funds are not released until the cancellation period has passed.',
      'By signing you acknowledge receiving this notice and that you have read it. Signing does not waive your right to cancel.',
      'Sandbox sample: this text stands in for the lender\u2019s notice.',
    ].join('\n\n'),
  };
}
