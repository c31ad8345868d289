// The sandbox's bank-account link (like Plaid Link for an ACH account): the applicant consents,
// picks a sample bank, signs in with the sandbox's sample credentials and picks the checking or
// savings account; the link reports the account (routing number, last four, type; never the
// whole number) to the lender (reportBankLink, src/server/routes/application-bank.ts), which
// takes it as verified. One sample bank's sign-in is down (failure); Cancel is a cancel. Magic
// values: docs/sandbox.md 'Part 2: bank accounts and merchant'.
import { esc } from '../qa-page/render';
import { BANK_PROGRESSION } from '../lender/progression-bank';
import { reportBankLink, type LinkedAccount } from '../routes/application-bank';
import { cancelForm, renderLinkVendor, vendorShell } from './render';
import type { VendorChoice, VendorDefinition, VendorResult, VendorView } from './types';

/** The sandbox's sample sign-in (shown on the page as the sandbox hint). */
export const BANK_LINK_CREDENTIALS = { username: 'user_good', password: 'pass_good' } as const;

/** Sample banks: routing number (SAMPLE_BANKS) and the outcome of signing in. */
export const BANK_LINK_BANKS: readonly (VendorChoice & { routingNumber: string })[] = [
  { id: 'chase', label: 'msg:vendor.bankLink.choice.chase', detail: 'msg:vendor.bankLink.choice.chase.detail', outcome: 'success', routingNumber: '021000021' },
  { id: 'boa', label: 'msg:vendor.bankLink.choice.boa', detail: 'msg:vendor.bankLink.choice.boa.detail', outcome: 'success', routingNumber: '026009593' },
  { id: 'offline', label: 'msg:vendor.bankLink.choice.offline', detail: 'msg:vendor.bankLink.choice.offline.detail', outcome: 'failure', routingNumber: '121000248' },
];

/** The sample accounts every sample bank shows: their last four digits by type. */
export const BANK_LINK_ACCOUNTS: Readonly<Record<LinkedAccount['accountType'], string>> = { CHECKING: '4321', SAVINGS: '8765' };

/** The account a successful link reports for a bank and type (choice `chase:CHECKING`). */
export function linkedAccount(choice: string | null): LinkedAccount | null {
  const [bankId, type] = (choice ?? '').split(':');
  const bank = BANK_LINK_BANKS.find((b) => b.id === bankId);
  if (!bank || (type !== 'CHECKING' && type !== 'SAVINGS')) return null;
  return { routingNumber: bank.routingNumber, last4: BANK_LINK_ACCOUNTS[type], accountType: type };
}

/** Step 'choose': the bank, the sign-in and the account in one form (a wrong sign-in shows it again with the message). */
function renderChoose(v: VendorView): string {
  const { t } = v;
  const k = (s: string): string => `msg:vendor.bankLink.${s}`;
  const name = t(k('name'));
  const banks = BANK_LINK_BANKS.map(
    (c, i) => `<label class="choice"><input type="radio" name="bank" value="${esc(c.id)}"${i === 0 ? ' required' : ''}><span>${esc(t(c.label))}${c.detail ? `<small>${esc(t(c.detail))}</small>` : ''}</span></label>`,
  ).join('');
  const accounts = (['CHECKING', 'SAVINGS'] as const)
    .map((type, i) => `<label class="choice"><input type="radio" name="accountType" value="${type}"${i === 0 ? ' required' : ''}><span>${esc(t(k(`account.${type}`), { last4: BANK_LINK_ACCOUNTS[type] }))}</span></label>`)
    .join('');
  const field = (id: string, type: string, autocomplete: string) =>
    `<p><label for="${id}">${esc(t(k(`signIn.${id}`)))}</label><br><input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required style="width:100%;min-height:2.75rem;font:inherit;padding:.25rem .5rem"></p>`;
  const error = v.error ? `<p class="error" role="alert" id="vendor-error" tabindex="-1">${esc(v.error)}</p>` : '';
  return vendorShell(v, name, t(k('choose.title')), `<div class="card"><h1>${esc(t(k('choose.title')))}</h1>${error}
<form method="post" action="${esc(v.actionUrl)}" data-busy="${esc(t('msg:vendor.connecting'))}">
<fieldset><legend>${esc(t(k('choose.legend')))}</legend>${banks}</fieldset>
<fieldset><legend>${esc(t(k('signIn.legend')))}</legend><p class="note">${esc(t(k('signIn.hint'), BANK_LINK_CREDENTIALS))}</p>${field('username', 'text', 'off')}${field('password', 'password', 'off')}</fieldset>
<fieldset><legend>${esc(t(k('account.legend')))}</legend>${accounts}</fieldset>
<button type="submit">${esc(t(k('connect')))}</button></form>${cancelForm(v)}</div>`);
}

/** The posted form: a bank, the sample sign-in (unless the bank's sign-in is down) and an account type. */
export function bankLinkResult(form: Record<string, string>): VendorResult | { error: string } {
  const bank = BANK_LINK_BANKS.find((b) => b.id === form['bank']);
  if (!bank) return { error: 'msg:vendor.bankLink.error.bank' };
  if (bank.outcome === 'failure') return { outcome: 'failure', choice: bank.id };
  if (form['username'] !== BANK_LINK_CREDENTIALS.username || form['password'] !== BANK_LINK_CREDENTIALS.password) return { error: 'msg:vendor.bankLink.error.signIn' };
  const type = form['accountType'];
  if (type !== 'CHECKING' && type !== 'SAVINGS') return { error: 'msg:vendor.bankLink.error.account' };
  return { outcome: 'success', choice: `${bank.id}:${type}` };
}

export const BANK_LINK_VENDOR: VendorDefinition = {
  vendor: 'BANK_LINK',
  slug: 'bank-link',
  opens: (status) => (BANK_PROGRESSION.disburseAccount.from as readonly string[]).includes(status?.checklist_status ?? ''),
  // Step '': the generic consent screen (vendor.bankLink.consent.*); 'choose': bank, sign-in and account.
  render: (view) => (view.step === 'choose' ? renderChoose(view) : renderLinkVendor({ prefix: 'bankLink', choices: [] }, view)),
  result: bankLinkResult,
  report: (ctx, session, result) => reportBankLink(ctx, session.applicationUuid, result.outcome, linkedAccount(result.choice), session.id),
};
