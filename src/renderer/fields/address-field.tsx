import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { describedBy } from '../a11y';
import { chrome } from '../chrome-text';
import { rendererContext, type AddressSuggestion } from '../form-context';
import { RequiredMark } from '../templates/field-template';
import { addressSlotRecipe, controlWrapSlotRecipe, fieldSlotRecipe, listboxSlotRecipe, srOnlyRecipe } from '../theme/recipes';
import { cx, recipeClass, slotClasses } from '../theme/styled';

const address = slotClasses(addressSlotRecipe);
import { Button, Input } from '../ui/primitives';
import { ADDRESS_PARTS, AddressPartInput, type AddressPart, type AddressValue } from './address-parts';
import { useAddressSearch } from './use-address-search';

/** The one-line form of a stored address, shown in the typeahead. */
export function addressLine(a: AddressValue): string {
  if (!a.street1) return '';
  const street = [a.street1, a.street2].filter(Boolean).join(' ');
  return `${street}, ${[a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`;
}

/** The address with a suggestion's parts written over it (other keys kept, a stale street2 dropped). */
export function withSuggestion(current: AddressValue, s: AddressSuggestion): AddressValue {
  const next: AddressValue = { ...current, street1: s.street1, city: s.city, state: s.state, zip: s.zip };
  if (s.street2) next.street2 = s.street2;
  else delete next.street2;
  return next;
}

/**
 * `ui:field: 'address'` on an object with street1, street2, city, state, zip: a typeahead
 * labelled by the field title that fills every part from formContext.searchAddresses, with
 * 'Address not listed' and 'Edit address manually' revealing the manual inputs.
 */
export function AddressField(props: FieldProps) {
  const { fieldPathId, formData, errorSchema, schema, uiSchema, required, onChange, registry, name, disabled, readonly } =
    props;
  const id = fieldPathId.$id;
  const sep = registry.globalFormOptions.idSeparator;
  const { t, searchAddresses } = rendererContext(registry.formContext);
  const styles = slotClasses(fieldSlotRecipe);
  const listStyles = slotClasses(listboxSlotRecipe);
  const value: AddressValue = formData && typeof formData === 'object' ? (formData as AddressValue) : {};
  const title = String(uiSchema?.['ui:title'] ?? schema.title ?? name);
  const partSchema = (p: AddressPart) => (schema.properties?.[p] ?? {}) as RJSFSchema;
  const partLabel = (p: AddressPart) => String(uiSchema?.[p]?.['ui:title'] ?? partSchema(p).title ?? p);
  const partError = (p: AddressPart) => errorSchema?.[p]?.__errors?.[0];
  const objectError = errorSchema?.__errors?.[0];

  const [manualChosen, setManualChosen] = useState(false);
  // With a street entered, a message on a part the typeahead cannot show (city, zip, ...)
  // opens the manual fields; with nothing entered, the typeahead carries the street's message.
  const manual = manualChosen || (Boolean(value.street1) && ADDRESS_PARTS.some((p) => p !== 'street1' && partError(p)));
  const [query, setQuery] = useState(() => addressLine(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, settled } = useAddressSearch(query, open && !manual, searchAddresses);
  const showList = open && !manual && settled;
  const optionCount = results.length + 1;
  const listboxId = `${id}__listbox`;
  const optId = (i: number) => `${id}__option-${i}`;
  const statusId = useId();
  const focusStreet = useRef(false);

  // An address that arrives from outside after mount (an offer code, an affiliate's
  // prepopulation) shows in the typeahead, unless the applicant is typing in it.
  const line = addressLine(value);
  const shownLine = useRef(line);
  useEffect(() => {
    if (line === shownLine.current) return;
    shownLine.current = line;
    if (line !== '' && document.activeElement?.id !== id) setQuery(line);
  }, [line, id]);

  useEffect(() => {
    if (manual && focusStreet.current) {
      focusStreet.current = false;
      document.getElementById(`${id}${sep}street1`)?.focus();
    }
  }, [manual, id, sep]);

  const emit = (next: AddressValue) => onChange(next, fieldPathId.path);
  const choose = (i: number) => {
    const s = results[i];
    setOpen(false);
    setActive(-1);
    if (s) {
      setQuery(s.fullAddress);
      emit(withSuggestion(value, s));
    } else {
      goManual();
    }
  };
  const goManual = () => {
    focusStreet.current = true;
    setManualChosen(true);
    setOpen(false);
    // Keep what was typed: it is the best start for the street line.
    if (!value.street1 && query.trim()) emit({ ...value, street1: query.trim() });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!showList) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      return setActive((a) => (a + step + optionCount) % optionCount);
    }
    if (e.key === 'Enter' && showList && active >= 0) {
      // Enter picks the option instead of submitting the form.
      e.preventDefault();
      return choose(active);
    }
    if (e.key === 'Escape' && open) {
      setOpen(false);
      setActive(-1);
    }
    return undefined;
  };

  if (manual) {
    return (
      <fieldset id={id} className={address.root} aria-describedby={objectError ? `${id}__error` : undefined}>
        <legend className={cx(styles.label, address.legend)}>
          {title}
          {required && <RequiredMark />}
        </legend>
        {objectError && (
          <p id={`${id}__error`} className={cx(styles.error, address.error)}>
            {objectError}
          </p>
        )}
        {ADDRESS_PARTS.map((p) => (
          <AddressPartInput
            key={p}
            id={`${id}${sep}${p}`}
            part={p}
            label={partLabel(p)}
            required={schema.required?.includes(p) ?? false}
            value={value[p] ?? ''}
            error={partError(p)}
            disabled={Boolean(disabled || readonly)}
            onChange={(v) => {
              const next = { ...value };
              if (v === '') delete next[p];
              else next[p] = v;
              emit(next);
            }}
          />
        ))}
      </fieldset>
    );
  }

  const error = objectError ?? partError('street1');
  return (
    <div className={styles.root} data-field={id}>
      <label htmlFor={id} className={styles.label}>
        {title}
        {required && <RequiredMark />}
      </label>
      <div className={slotClasses(controlWrapSlotRecipe).root}>
        <Input
          id={id}
          name={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listboxId : undefined}
          aria-activedescendant={showList && active >= 0 ? optId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, Boolean(error))}
          autoComplete="off"
          disabled={disabled || readonly}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            // The field shows the stored address, never half-typed text that was not picked.
            if (value.street1) setQuery(addressLine(value));
          }}
        />
        {showList && (
          <ul id={listboxId} role="listbox" aria-label={title} className={listStyles.root}>
            {[...results.map((r) => r.fullAddress), chrome('renderer.address.notListed', t)].map((text, i) => (
              <li
                key={optId(i)}
                id={optId(i)}
                role="option"
                aria-selected={i === active}
                className={listStyles.option}
                // mousedown would blur the input and close the list before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(i)}
              >
                {text}
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={`${id}__error`} className={styles.error}>
          {error}
        </p>
      )}
      <span id={statusId} role="status" className={recipeClass(srOnlyRecipe)}>
        {showList
          ? results.length > 0
            ? chrome('renderer.address.results', t, { n: results.length })
            : chrome('renderer.address.noResults', t)
          : ''}
      </span>
      <div>
        <Button type="button" variant="link" onClick={goManual} disabled={disabled || readonly}>
          {chrome('renderer.address.editManually', t)}
        </Button>
      </div>
    </div>
  );
}
