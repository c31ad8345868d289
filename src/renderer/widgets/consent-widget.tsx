import type { ReactNode } from 'react';
import { recipeClass, slotClasses } from '../theme/styled';
import type { WidgetProps } from '@rjsf/utils';
import { isSafeHref } from '../safe-href';
import { RequiredMark } from '../templates/field-template';
import { checkboxSlotRecipe, consentLinkRecipe } from '../theme/recipes';
import { widgetA11y } from './widget-a11y';

/** One link in a consent label, from ui:options.links. */
export interface ConsentLink {
  text: string;
  href: string;
}

function readLinks(raw: unknown): ConsentLink[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (l): l is ConsentLink => typeof l === 'object' && l !== null && typeof l.text === 'string' && typeof l.href === 'string',
  );
}

function renderLink(link: ConsentLink, key: number): ReactNode {
  if (!isSafeHref(link.href)) return <span key={key}>{link.text}</span>;
  return (
    <a key={key} href={link.href} target="_blank" rel="noopener noreferrer" className={recipeClass(consentLinkRecipe)}>
      {link.text}
    </a>
  );
}

/**
 * The label as text with links: `{0}`, `{1}` in the label mark where links go; without
 * markers the links follow the text. Never HTML.
 */
export function consentLabel(label: string, links: readonly ConsentLink[]): ReactNode[] {
  const out: ReactNode[] = [];
  const used = new Set<number>();
  label.split(/(\{\d+\})/).forEach((part, i) => {
    const m = /^\{(\d+)\}$/.exec(part);
    const link = m ? links[Number(m[1])] : undefined;
    if (m && link) {
      used.add(Number(m[1]));
      out.push(renderLink(link, i));
    } else if (part) out.push(part);
  });
  links.forEach((l, i) => {
    if (!used.has(i)) out.push(' ', renderLink(l, 1000 + i));
  });
  return out;
}

/** `consent` (and `checkbox`): a native checkbox whose label is text plus optional links (ui:options.links: [{ text, href }]). */
export function ConsentWidget(props: WidgetProps) {
  const { id, htmlName, value, label, required, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  const styles = slotClasses(checkboxSlotRecipe);
  return (
    <div className={styles.root}>
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        className={styles.control}
        {...widgetA11y(props)}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={(e) => onBlur(id, e.target.checked)}
        onFocus={(e) => onFocus(id, e.target.checked)}
      />
      <label htmlFor={id} className={styles.label}>
        {consentLabel(label, readLinks(options.links))}
        {required && <RequiredMark />}
      </label>
    </div>
  );
}
