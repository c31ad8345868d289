import { useState, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import {
  DEFAULT_PHONE_COUNTRY,
  formatNational,
  PHONE_COUNTRIES,
  nationalMaxLength,
  parsePhoneValue,
  phoneCountry,
  phoneValue,
  switchCountry,
  type PhoneCountry,
} from '../../domain/phone-countries';
import { chrome } from '../chrome-text';
import { rendererContext } from '../form-context';
import { controlRowRecipe } from '../theme/recipes';
import { recipeClass } from '../theme/styled';
import { Input, Select } from '../ui/primitives';
import { useFormattedInput } from './caret';
import { inputProps } from './widget-a11y';

/** The countries ui:options.countries allows (ISO codes), in list order; all when absent. */
function allowedCountries(raw: unknown): readonly PhoneCountry[] {
  if (!Array.isArray(raw)) return PHONE_COUNTRIES;
  const codes = new Set(raw.map((c) => String(c).toUpperCase()));
  const list = PHONE_COUNTRIES.filter((c) => codes.has(c.countryCode));
  return list.length > 0 ? list : PHONE_COUNTRIES;
}

/**
 * `phoneCountry`: a country list (default US, or ui:options.defaultCountry) and the national
 * number, formatted as typed in that country's format, its maximum length the format's length.
 * Changing the country reformats the digits. Stores '+{calling code} {national}'.
 */
export function PhoneCountryWidget(props: WidgetProps) {
  const { id, value, placeholder, options, registry, onChange, onBlur, onFocus } = props;
  const { t } = rendererContext(registry.formContext);
  const countries = allowedCountries(options.countries);
  const preferred = typeof options.defaultCountry === 'string' ? options.defaultCountry : DEFAULT_PHONE_COUNTRY;
  const stored = typeof value === 'string' ? value : '';
  const parsed = parsePhoneValue(stored, preferred);
  // The chosen country is kept while the number is empty (an empty value names none) and among
  // countries sharing a calling code (US and Canada); a value with another code names its own.
  const [code, setCode] = useState(parsed.country.countryCode);
  const chosen = phoneCountry(code);
  const country = stored === '' || parsed.country.callingCode === chosen.callingCode ? chosen : parsed.country;
  const national = stored === '' ? '' : formatNational(parsed.national, country);
  const { ref, edit } = useFormattedInput();
  const emit = (digits: string, c: PhoneCountry) => {
    const next = phoneValue(digits, c);
    onChange(next === '' ? undefined : next);
  };
  return (
    <div className={recipeClass(controlRowRecipe)}>
      <Select
        id={`${id}__country`}
        aria-label={chrome('renderer.phone.country', t)}
        autoComplete="tel-country-code"
        value={country.countryCode}
        disabled={props.disabled || props.readonly}
        style={{ width: 'auto', maxWidth: '45%' }}
        onChange={(e) => {
          const next = phoneCountry(e.target.value);
          setCode(next.countryCode);
          emit(switchCountry(national, next), next);
        }}
      >
        {countries.map((c) => (
          <option key={c.countryCode} value={c.countryCode}>
            {chrome('renderer.phone.countryOption', t, { country: c.country, code: c.callingCode })}
          </option>
        ))}
      </Select>
      <Input
        ref={ref}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={nationalMaxLength(country)}
        value={national}
        placeholder={placeholder || undefined}
        {...inputProps(props)}
        onChange={(e) => emit(edit(e, national), country)}
        onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value)}
        onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
      />
    </div>
  );
}
