import { useState } from 'react';
import { optionId, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { ACCOUNT_NUMBER_MAX, ROUTING_NUMBER_LENGTH, bankDigits } from '../../domain/bank';
import { MASK_DOT } from '../../domain/ssn';
import { describedBy } from '../a11y';
import { chrome, type ChromeKey } from '../chrome-text';
import { rendererContext } from '../form-context';
import { PartsFieldset, RequiredMark } from '../templates/field-template';
import { fieldSlotRecipe, groupSlotRecipe, radioCardSlotRecipe, srOnlyRecipe } from '../theme/recipes';
import { cx, recipeClass, slotClasses } from '../theme/styled';
import { Input } from '../ui/primitives';

/** The parts of a bank-account value, in display order. */
export const BANK_PARTS = ['routingNumber', 'accountNumber', 'accountNumberConfirm', 'accountType'] as const;
export type BankPart = (typeof BANK_PARTS)[number];
export type BankAccountValue = Partial<Record<BankPart, string>>;

const DEFAULT_LABEL: Record<BankPart, ChromeKey> = {
  routingNumber: 'renderer.bank.routingNumber',
  accountNumber: 'renderer.bank.accountNumber',
  accountNumberConfirm: 'renderer.bank.accountNumberConfirm',
  accountType: 'renderer.bank.accountType',
};

/** An account number out of its field: the last four only ('••••6789'). */
export function maskAccount(digits: string): string {
  return digits === '' ? '' : `${MASK_DOT.repeat(4)}${digits.slice(-4)}`;
}

/**
 * `ui:field: 'bank-account'` on an object { routingNumber, accountNumber, accountNumberConfirm,
 * accountType } (the field rule `bankAccount`): a group with the routing number, the account
 * number typed twice and checking/savings. Numbers keep digits only (pasting '0210-0002 1'
 * works), numeric keypad, no autofill; an account number shows only its last four once its
 * input is left. Labels from each part's ui:title (else its schema title, else English
 * defaults); account type options from the part's enum and ui:enumNames. Messages come from
 * the schema and the step's named validators (abaRoutingNumber, matchesField).
 */
export function BankAccountField(props: FieldProps) {
  const { fieldPathId, formData, errorSchema, schema, uiSchema, required, onChange, registry, name, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const sep = registry.globalFormOptions.idSeparator;
  const { t } = rendererContext(registry.formContext);
  const value: BankAccountValue = formData && typeof formData === 'object' ? (formData as BankAccountValue) : {};
  const title = String(uiSchema?.['ui:title'] ?? schema.title ?? name);
  const partSchema = (p: BankPart) => (schema.properties?.[p] ?? {}) as RJSFSchema;
  const partUi = (p: BankPart) => (uiSchema?.[p] ?? {}) as Record<string, unknown>;
  const label = (p: BankPart) => String(partUi(p)['ui:title'] ?? partSchema(p).title ?? chrome(DEFAULT_LABEL[p], t));
  const error = (p: BankPart) => errorSchema?.[p]?.__errors?.[0];
  const isRequired = (p: BankPart) => schema.required?.includes(p) ?? false;
  const objectError = errorSchema?.__errors?.[0];
  const off = Boolean(disabled || readonly);
  const group = slotClasses(groupSlotRecipe);

  const set = (p: BankPart, v: string) => {
    const next = { ...value };
    if (v === '') delete next[p];
    else next[p] = v;
    onChange(next, fieldPathId.path);
  };
  const numberPart = (p: Exclude<BankPart, 'accountType'>) => (
    <NumberPart
      key={p}
      id={`${id}${sep}${p}`}
      label={label(p)}
      required={isRequired(p)}
      value={value[p] ?? ''}
      max={p === 'routingNumber' ? ROUTING_NUMBER_LENGTH : ACCOUNT_NUMBER_MAX}
      masked={p !== 'routingNumber'}
      error={error(p)}
      disabled={off}
      t={t}
      onChange={(v) => set(p, v)}
    />
  );

  const typeSchema = partSchema('accountType');
  const typeValues = (typeSchema.enum ?? ['CHECKING', 'SAVINGS']).map(String);
  const typeNames = partUi('accountType')['ui:enumNames'];
  const typeLabel = (v: string, i: number) =>
    Array.isArray(typeNames) && typeof typeNames[i] === 'string'
      ? typeNames[i]
      : v === 'CHECKING' ? chrome('renderer.bank.checking', t) : v === 'SAVINGS' ? chrome('renderer.bank.savings', t) : v;
  const typeId = `${id}${sep}accountType`;
  const typeError = error('accountType');
  const cards = slotClasses(radioCardSlotRecipe);
  const field = slotClasses(fieldSlotRecipe);

  return (
    <PartsFieldset id={id} rootClass={group.root} legendClass={group.legend} title={title} required={required} objectError={objectError}>
      {numberPart('routingNumber')}
      {numberPart('accountNumber')}
      {numberPart('accountNumberConfirm')}
      <div className={field.root} data-field={typeId}>
        <fieldset id={typeId} className={cards.root} aria-describedby={describedBy(typeId, false, Boolean(typeError))}>
          <legend className={cards.legend}>
            {label('accountType')}
            {isRequired('accountType') && <RequiredMark />}
          </legend>
          <div className={cards.items} style={{ gridTemplateColumns: 'repeat(2, 1fr)' }}>
            {typeValues.map((v, i) => (
              <label key={v} className={cards.item} htmlFor={optionId(typeId, i)}>
                <input
                  type="radio"
                  id={optionId(typeId, i)}
                  name={typeId}
                  checked={value.accountType === v}
                  disabled={off}
                  aria-invalid={typeError ? true : undefined}
                  className={cards.control}
                  onChange={() => set('accountType', v)}
                />
                <span className={cards.text}>{typeLabel(v, i)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {typeError && (
          <p id={`${typeId}__error`} className={field.error}>
            {typeError}
          </p>
        )}
      </div>
    </PartsFieldset>
  );
}

interface NumberPartProps {
  id: string;
  label: string;
  required: boolean;
  value: string;
  max: number;
  /** Show only the last four once the input is left. */
  masked: boolean;
  error: string | undefined;
  disabled: boolean;
  t: ((key: string) => string | undefined) | undefined;
  onChange: (digits: string) => void;
}

/** One number of the group: label, digits-only input, inline message, masked once left. */
function NumberPart({ id, label, required, value, max, masked, error, disabled, t, onChange }: NumberPartProps) {
  const styles = slotClasses(fieldSlotRecipe);
  const [focused, setFocused] = useState(false);
  const hide = masked && !focused && value !== '';
  const hintId = `${id}__masked`;
  const by = [describedBy(id, false, Boolean(error)), hide ? hintId : undefined].filter(Boolean).join(' ');
  return (
    <div className={styles.root} data-field={id}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <Input
        id={id}
        name={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value={hide ? maskAccount(value) : value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={by || undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(e) => onChange(bankDigits(e.target.value, max))}
      />
      {hide && (
        <span id={hintId} className={recipeClass(srOnlyRecipe)}>
          {chrome('renderer.bank.endsIn', t, { last4: value.slice(-4) })}
        </span>
      )}
      {error && (
        <p id={`${id}__error`} className={cx(styles.error)}>
          {error}
        </p>
      )}
    </div>
  );
}
