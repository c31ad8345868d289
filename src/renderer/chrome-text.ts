// Generic chrome strings. Everything else arrives translated in the schemas; these few are
// the renderer's own and can be overridden through formContext.t (the store resolves msg: keys).

/** Default English text of the renderer's own strings, by key. */
export const CHROME_TEXT = {
  'renderer.errorSummary.title': 'There is a problem',
  'renderer.submit.label': 'Continue',
  'renderer.submit.loading': 'Submitting',
  'renderer.select.placeholder': 'Select an option',
  'renderer.password.show': 'Show',
  'renderer.password.hide': 'Hide',
  'renderer.password.showLabel': 'Show password',
  'renderer.password.hideLabel': 'Hide password',
  'renderer.password.weak': 'Password is not strong enough',
  'renderer.password.strong': 'Password meets every rule',
  'renderer.password.strength': 'Password strength: {n} of 4',
  'renderer.ssn.showLabel': 'Show Social Security number',
  'renderer.ssn.hideLabel': 'Hide Social Security number',
  'renderer.ssn.endsIn': 'Ends in {last4}',
  'renderer.bank.routingNumber': 'Routing number',
  'renderer.bank.accountNumber': 'Account number',
  'renderer.bank.accountNumberConfirm': 'Re-enter account number',
  'renderer.bank.accountType': 'Account type',
  'renderer.bank.checking': 'Checking',
  'renderer.bank.savings': 'Savings',
  'renderer.bank.endsIn': 'Ends in {last4}',
  'renderer.address.notListed': 'Address not listed',
  'renderer.address.editManually': 'Edit address manually',
  'renderer.address.noResults': 'No matching addresses',
  'renderer.address.results': '{n} addresses found. Use up and down arrows to choose.',
  'renderer.required': 'required',
  'renderer.phone.country': 'Country',
  'renderer.phone.countryOption': '{country} (+{code})',
  'renderer.textarea.count': '{n} of {max} characters',
  'renderer.stepper.complete': 'completed',
  'renderer.stepper.current': 'current step',
  'renderer.stepper.notStarted': 'not started',
  'renderer.array.add': 'Add',
  'renderer.array.remove': 'Remove',
} as const;

export type ChromeKey = keyof typeof CHROME_TEXT;

/** A translator: returns the text for a key, or undefined to use the default. */
export type Translate = (key: string) => string | undefined;

/** The text for a chrome key, through an optional translator, with {placeholders} filled. */
export function chrome(key: ChromeKey, t?: Translate, vars?: Record<string, string | number>): string {
  const text = t?.(key) ?? CHROME_TEXT[key];
  return vars ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : text;
}
