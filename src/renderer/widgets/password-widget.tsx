import { useState, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { passwordRules, passwordStrength } from '../../domain';
import { chrome } from '../chrome-text';
import { rendererContext } from '../form-context';
import { passwordBarRecipe, passwordSlotRecipe } from '../theme/recipes';
import { recipeClass, slotClasses } from '../theme/styled';
import { Button, Input } from '../ui/primitives';
import { widgetA11y } from './widget-a11y';

/**
 * `password`: a password input with a Show/Hide toggle. ui:options.strength: true adds a
 * four-segment strength bar and the unmet rules, announced politely as they change.
 * ui:options.autocomplete defaults to 'new-password'.
 */
export function PasswordWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, options, registry, onChange, onBlur, onFocus } = props;
  const { t } = rendererContext(registry.formContext);
  const [visible, setVisible] = useState(false);
  const pw = typeof value === 'string' ? value : '';
  const a11y = widgetA11y(props);
  const strengthId = `${id}__strength`;
  const describedBy = [a11y['aria-describedby'], options.strength ? strengthId : undefined].filter(Boolean).join(' ');
  return (
    <>
      <div className={slotClasses(passwordSlotRecipe).row}>
        <Input
          id={id}
          name={htmlName || id}
          type={visible ? 'text' : 'password'}
          autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'new-password'}
          autoCapitalize="none"
          spellCheck={false}
          value={pw}
          disabled={disabled}
          readOnly={readonly}
          autoFocus={autofocus}
          {...a11y}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
          onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value)}
          onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
        />
        <Button
          type="button"
          variant="outline"
          aria-controls={id}
          aria-label={chrome(visible ? 'renderer.password.hideLabel' : 'renderer.password.showLabel', t)}
          onClick={() => setVisible((v) => !v)}
          disabled={disabled}
        >
          {chrome(visible ? 'renderer.password.hide' : 'renderer.password.show', t)}
        </Button>
      </div>
      {options.strength === true && <PasswordStrength id={strengthId} password={pw} t={t} />}
    </>
  );
}

/** The strength bar and unmet rules; nothing until something is typed. */
function PasswordStrength({ id, password, t }: { id: string; password: string; t: ((k: string) => string | undefined) | undefined }) {
  const score = passwordStrength(password);
  const unmet = passwordRules(password).filter((r) => !r.met);
  const styles = slotClasses(passwordSlotRecipe);
  return (
    <div id={id} aria-live="polite" className={styles.strength}>
      {password !== '' && (
        <>
          <div className={styles.bars} role="img" aria-label={chrome('renderer.password.strength', t, { n: score })}>
            {[1, 2, 3, 4].map((n) => (
              <span key={n} className={recipeClass(passwordBarRecipe, { fill: n <= score ? (score === 4 ? 'full' : 'partial') : 'empty' })} />
            ))}
          </div>
          <p className={styles.verdict}>
            {chrome(unmet.length > 0 ? 'renderer.password.weak' : 'renderer.password.strong', t)}
          </p>
          {unmet.length > 0 && (
            <ul className={styles.rules}>
              {unmet.map((r) => (
                <li key={r.id}>{r.label}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
