import { slotClasses } from '../theme/styled';
import { describedBy } from '../a11y';
import { RequiredMark } from '../templates/field-template';
import { fieldSlotRecipe } from '../theme/recipes';
import { Input } from '../ui/primitives';

/** The five address parts, in display order. */
export const ADDRESS_PARTS = ['street1', 'street2', 'city', 'state', 'zip'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressValue = Partial<Record<AddressPart, string>>;

const AUTOCOMPLETE: Record<AddressPart, string> = {
  street1: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
};

interface PartProps {
  id: string;
  part: AddressPart;
  label: string;
  required: boolean;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (v: string) => void;
}

/** One manual address input with its label and inline message. */
export function AddressPartInput({ id, part, label, required, value, error, disabled, onChange }: PartProps) {
  const styles = slotClasses(fieldSlotRecipe);
  const by = describedBy(id, false, Boolean(error));
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <Input
        id={id}
        name={id}
        value={value}
        disabled={disabled}
        autoComplete={AUTOCOMPLETE[part]}
        inputMode={part === 'zip' ? 'numeric' : undefined}
        maxLength={part === 'state' ? 2 : part === 'zip' ? 5 : undefined}
        autoCapitalize={part === 'state' ? 'characters' : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={by}
        onChange={(e) => onChange(part === 'state' ? e.target.value.toUpperCase() : e.target.value)}
      />
      {error && (
        <p id={`${id}__error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
