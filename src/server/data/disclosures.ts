// The application's disclosure documents (the page /account/heloc/{uuid}/document/disclosures).
// The seed shows neither the service nor the texts: these are sandbox samples written like a
// lender's early HELOC disclosures, filled from the brand (company name, NMLS, address, support
// contact) and the application (loan number, property, the lender's 10-year offer). Each has an
// id and a version; an acknowledgement counts for the version it was given for.
import { formatAddress } from '../../domain/address';
import { formatMoney } from '../../domain/money';
import { monthlyPayment } from '../../domain/payment';
import type { BrandInfo } from '../brands';
import type { PdfBlock } from '../pdf';

/** A document as the disclosures call answers it (before the acknowledgement fields). */
export type DisclosureDocument =
  | { id: string; version: number; title: string; kind: 'html' | 'text'; body: string }
  | { id: string; version: number; title: string; kind: 'pdf'; url: string };

/** What the documents are filled from. */
export interface DisclosureInput {
  brand: Pick<BrandInfo, 'orgCode' | 'companyName' | 'nmls' | 'address' | 'supportPhone' | 'supportEmail'>;
  loanNumber: string;
  property: { street1: string; street2?: string | null; city: string; state: string; zip: string };
  /** The lender's offers (rate and fee in percent); the 10-year fixed one feeds the payment example. */
  offers: readonly { type?: string; term?: number; rate?: number; originationFee?: number }[];
  /** Date of the disclosure (the sandbox clock). */
  now: number;
}

/** Document ids, in the order the page shows them. */
export const DISCLOSURE_IDS = ['heloc-early-disclosure', 'esign-consent', 'heloc-booklet'] as const;

/** The public path of the sample booklet PDF (no sign-in: it holds nothing about the applicant). */
export const BOOKLET_PATH = '/service-application/external/api/v1/heloc/documents/heloc-booklet.pdf';

const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const longDate = (ms: number): string =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(ms));

const nmlsLine = (b: DisclosureInput['brand']): string =>
  [b.companyName, b.nmls ? `NMLS #${b.nmls}` : '', b.address ?? ''].filter((p) => p !== '').join(' · ');

const contactLine = (b: DisclosureInput['brand']): string => {
  const ways = [b.supportPhone ? `call ${b.supportPhone}` : '', b.supportEmail ? `e-mail ${b.supportEmail}` : ''].filter((p) => p !== '');
  return ways.length > 0 ? `If you have questions, ${ways.join(' or ')}.` : 'If you have questions, contact us.';
};

/** The payment example: the 10-year fixed offer (else 9.95% over 10 years, 2.99% fee) on $10,000. */
function example(offers: DisclosureInput['offers']): { rate: number; term: number; fee: number; payment: string } {
  const o = offers.find((x) => x.type === 'FIXED' && x.term === 10) ?? offers[0];
  const rate = typeof o?.rate === 'number' && o.rate > 0 ? o.rate : 9.95;
  const term = typeof o?.term === 'number' && o.term > 0 ? o.term : 10;
  const fee = typeof o?.originationFee === 'number' && o.originationFee >= 0 ? o.originationFee : 2.99;
  return { rate, term, fee, payment: formatMoney(monthlyPayment(10000, rate / 100, term)) };
}

/** Home Equity Line of Credit Early Disclosure (HTML, long: it needs scrolling). */
function earlyDisclosure(input: DisclosureInput): string {
  const { brand } = input;
  const ex = example(input.offers);
  const company = esc(brand.companyName);
  // The page shows the title above the document, so the body starts below it.
  return `
<p>${esc(nmlsLine(brand))}</p>
<p>Application ID ${esc(input.loanNumber)}. Property: ${esc(formatAddress({ ...input.property, street2: input.property.street2 ?? '' }))}. Date: ${esc(longDate(input.now))}.</p>
<p>IMPORTANT TERMS OF OUR HOME EQUITY LINE OF CREDIT. This disclosure contains important information about the home equity line of credit offered by ${company}. You should read it carefully and keep a copy for your records.</p>
<h3>Availability of terms</h3>
<p>To obtain the terms described below, you must submit your application before the offer expires. All of the terms described below are subject to change. If these terms change (other than the annual percentage rate) and you decide, as a result, not to enter into an agreement with us, you are entitled to a refund of any fees that you paid to us or anyone else in connection with your application.</p>
<h3>Security interest</h3>
<p>We will take a security interest in your home. You could lose your home if you do not meet the obligations in your agreement with us.</p>
<h3>Possible actions</h3>
<p>Under certain circumstances, we can:</p>
<ul>
<li>Terminate your line, require you to pay us the entire outstanding balance in one payment, and charge you certain fees, if you engage in fraud or material misrepresentation in connection with the line; you do not meet the repayment terms; or your action or inaction adversely affects the collateral or our rights in the collateral.</li>
<li>Refuse to make additional extensions of credit or reduce your credit limit if the value of the dwelling declines significantly below its appraised value for purposes of the line; we reasonably believe you will not be able to meet the repayment requirements due to a material change in your financial circumstances; you are in default of a material obligation in the agreement; or government action prevents us from imposing the annual percentage rate provided for.</li>
<li>Make the specific changes to the terms of the agreement that are set out in the agreement, or changes that you agree to in writing.</li>
</ul>
<h3>Minimum payment requirements</h3>
<p>You can obtain advances of credit for 5 years (the draw period). Each advance is repaid in equal monthly payments of principal and interest over the term you choose for it, so each advance is fully repaid by the end of its term. Payments are due monthly, starting the month after the advance.</p>
<h3>Minimum payment example</h3>
<p>If you made only the minimum monthly payments and took no other credit advances, it would take ${ex.term} years to pay off a credit advance of $10,000 at an ANNUAL PERCENTAGE RATE of ${ex.rate.toFixed(2)}%. During that period, you would make ${ex.term * 12} monthly payments of ${esc(ex.payment)}.</p>
<h3>Fees and charges</h3>
<p>To open and maintain a line of credit, you must pay the following fees to us:</p>
<ul>
<li>Origination fee: ${ex.fee.toFixed(2)}% of the initial draw, paid from the initial draw.</li>
<li>Recording fee: the amount your county charges to record the mortgage, paid from the initial draw.</li>
<li>Late payment fee: 5% of the overdue payment or $15, whichever is less, if a payment is more than 15 days late.</li>
</ul>
<p>You must also pay certain fees to third parties to open the line, such as title insurance and notary fees. These fees generally total between $0 and $750. If you ask, we will give you an itemization of the fees you will have to pay third parties.</p>
<h3>Minimum draw and transaction requirements</h3>
<p>The minimum initial draw is $15,000. Additional advances during the draw period must be at least $1,000.</p>
<h3>Fixed annual percentage rate</h3>
<p>Each advance has a fixed ANNUAL PERCENTAGE RATE that does not change for the term of that advance. The rate of a later advance is the rate we offer on the day you request it and may be higher or lower than the rate of your first advance. The annual percentage rate does not include costs other than interest.</p>
<h3>Tax deductibility</h3>
<p>You should consult a tax advisor regarding the deductibility of interest and charges for the line.</p>
<h3>Right to a refund</h3>
<p>If you decide not to enter into this plan within three business days of receiving this disclosure and the home equity brochure, you are entitled to a refund of any fee you have already paid.</p>
<h3>Contact us</h3>
<p>${esc(contactLine(brand))} ${company} is licensed by the Nationwide Multistate Licensing System${brand.nmls ? ` under NMLS #${esc(brand.nmls)}` : ''}.</p>
<p>Sandbox sample: this text stands in for the lender's own disclosure.</p>`;
}

/** Consent to Electronic Records and Signatures (plain text, with a list). */
function esignConsent(input: DisclosureInput): string {
  const { brand } = input;
  return [
    `${brand.companyName} (NMLS #${brand.nmls || 'n/a'}) asks for your consent to give you the disclosures, notices and records of your home equity line of credit (application ID ${input.loanNumber}) electronically, and to let you sign them electronically, as the federal Electronic Signatures in Global and National Commerce Act (E-SIGN) allows.`,
    'Records covered. Your consent covers every document we must give you in writing for this application and, if it is approved, for your line of credit: application disclosures, notices of action taken, the loan agreement, periodic statements, and privacy and other notices.',
    'How we deliver records. We will post records to your application page and e-mail you when a new one is ready. A record is delivered when we post it. Keep your e-mail address current so that you receive our notices.',
    'What you need. To open and keep our electronic records you need:\n- a current version of Chrome, Edge, Firefox or Safari with cookies and JavaScript enabled;\n- software that opens PDF files;\n- an e-mail account and an internet connection;\n- a printer or storage space to keep copies.',
    `Paper copies. You may ask for a paper copy of any record at no charge within 180 days of receiving it. ${contactLine(brand)}`,
    'Withdrawing your consent. You may withdraw this consent at any time at no charge by contacting us. Withdrawing it does not affect records already delivered or signed. If you withdraw consent before your line is opened, we may not be able to continue your application online.',
    'Updating your contact details. Tell us promptly when your e-mail address changes, through your account or by contacting us.',
    'By acknowledging this consent you confirm that you can open and keep these records, that you agree to receive them electronically and to sign electronically, and that an electronic signature has the same effect as your signature on paper.',
    'Sandbox sample: this text stands in for the lender’s own consent.',
  ].join('\n\n');
}

/** The sample booklet's text (the real one is the CFPB's 'What you should know about home equity lines of credit'). */
export function bookletBlocks(brand: DisclosureInput['brand']): PdfBlock[] {
  return [
    { kind: 'title', text: 'What You Should Know About Home Equity Lines of Credit' },
    { kind: 'paragraph', text: `SAMPLE - sandbox document provided with the application of ${brand.companyName}${brand.nmls ? ` (NMLS #${brand.nmls})` : ''}. It stands in for the Consumer Financial Protection Bureau booklet that lenders give with every home equity line of credit application.` },
    { kind: 'heading', text: 'What is a home equity line of credit?' },
    { kind: 'paragraph', text: 'A home equity line of credit (HELOC) is a form of revolving credit in which your home serves as collateral. You can borrow up to your credit limit during the draw period and repay what you borrow over time. Because your home secures the line, you could lose it if you do not repay.' },
    { kind: 'heading', text: 'Compare the costs' },
    { kind: 'paragraph', text: 'Compare the annual percentage rate, the fees to open the line (origination, appraisal, title and recording fees), any yearly or transaction fees, and the minimum payments of several lenders before you decide.' },
    { kind: 'heading', text: 'Fixed and variable rates' },
    { kind: 'paragraph', text: 'Some lines carry a variable rate tied to an index such as the prime rate, so payments can rise. Others fix the rate of each advance. Ask how the rate is set, how often it can change and whether there is a cap.' },
    { kind: 'heading', text: 'Your right to cancel' },
    { kind: 'paragraph', text: 'For a line secured by your principal dwelling, federal law gives you three business days after you open the line to cancel it without penalty. You must cancel in writing; the lender then has 20 days to return any money you paid.' },
    { kind: 'heading', text: 'Questions' },
    { kind: 'paragraph', text: contactLine(brand) },
  ];
}

/** The application's documents, in page order. */
export function disclosureDocuments(input: DisclosureInput): DisclosureDocument[] {
  return [
    { id: 'heloc-early-disclosure', version: 3, title: 'Home Equity Line of Credit Early Disclosure', kind: 'html', body: earlyDisclosure(input) },
    { id: 'esign-consent', version: 2, title: 'Consent to Electronic Records and Signatures', kind: 'text', body: esignConsent(input) },
    {
      id: 'heloc-booklet',
      version: 1,
      title: 'What You Should Know About Home Equity Lines of Credit',
      kind: 'pdf',
      url: `${BOOKLET_PATH}?orgCode=${encodeURIComponent(input.brand.orgCode)}`,
    },
  ];
}
