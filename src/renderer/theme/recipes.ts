// The few recipes the renderer uses, written small on purpose: Chakra's stock recipes carry
// every size and variant and the full palette (STACK.md: the default system costs ~70 KB gzip).
// Components apply their classes (styled, recipeClass, slotClasses in styled.ts) to native elements, no ark-ui parts.
import { defineRecipe, defineSlotRecipe } from './styled';

const focusRing = {
  outline: '3px solid',
  outlineColor: 'brand.solid',
  outlineOffset: '2px',
} as const;

export const buttonRecipe = defineRecipe({
  className: 'r-button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    // 44 px: WCAG 2.5.8 target size with room to spare on phones.
    minH: '11',
    px: '5',
    borderRadius: 'md',
    borderWidth: '2px',
    borderStyle: 'solid',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: 'tight',
    cursor: 'pointer',
    textDecoration: 'none',
    _focusVisible: focusRing,
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' },
      outline: { bg: 'transparent', color: 'brand.solid', borderColor: 'brand.solid' },
      link: {
        bg: 'transparent',
        color: 'brand.solid',
        borderColor: 'transparent',
        px: '0',
        minH: 'auto',
        fontWeight: 'normal',
        textDecoration: 'underline',
      },
    },
    fullWidth: { true: { w: 'full' }, false: {} },
  },
  defaultVariants: { variant: 'solid', fullWidth: false },
});

export const inputRecipe = defineRecipe({
  className: 'r-input',
  base: {
    display: 'block',
    w: 'full',
    minH: '11',
    px: '3',
    bg: 'brand.surface',
    color: 'brand.text',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    borderRadius: 'md',
    // 16 px stops iOS Safari zooming into the field on focus.
    fontSize: 'md',
    _focusVisible: focusRing,
    _invalid: { borderColor: 'danger.fg', borderWidth: '2px' },
    _placeholder: { color: 'fg.muted' },
  },
});

export const fieldSlotRecipe = defineSlotRecipe({
  className: 'r-field',
  slots: ['root', 'label', 'required', 'description', 'error', 'adornment'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', mb: '5' },
    label: { fontWeight: 'semibold', color: 'brand.text' },
    required: { color: 'danger.fg', ms: '0.5' },
    description: { color: 'fg.muted', fontSize: 'sm' },
    error: { color: 'danger.fg', fontSize: 'sm', fontWeight: 'semibold' },
    adornment: { position: 'relative', display: 'flex', alignItems: 'center', gap: '2' },
  },
});

export const checkboxSlotRecipe = defineSlotRecipe({
  className: 'r-checkbox',
  slots: ['root', 'control', 'label'],
  base: {
    root: { display: 'flex', alignItems: 'flex-start', gap: '3', cursor: 'pointer' },
    control: {
      flexShrink: 0,
      w: '6',
      h: '6',
      mt: '0.5',
      accentColor: 'brand.solid',
      _focusVisible: focusRing,
    },
    label: { color: 'brand.text' },
  },
});

export const radioCardSlotRecipe = defineSlotRecipe({
  className: 'r-radio-card',
  slots: ['root', 'legend', 'items', 'item', 'control', 'text'],
  base: {
    root: { border: 'none', p: '0', m: '0', mb: '5', minW: '0' },
    legend: { fontWeight: 'semibold', color: 'brand.text', mb: '2', p: '0' },
    items: { display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minH: '14',
      px: '4',
      py: '3',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'lg',
      bg: 'brand.surface',
      color: 'brand.text',
      cursor: 'pointer',
      '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle' },
      '&:has(input:focus-visible)': focusRing,
      '&:has(input[aria-invalid=true])': { borderColor: 'danger.fg' },
    },
    control: { w: '5', h: '5', flexShrink: 0, accentColor: 'brand.solid' },
    text: { fontWeight: 'medium' },
  },
});

export const selectRecipe = defineRecipe({
  className: 'r-select',
  base: {
    ...inputRecipe.base,
    appearance: 'auto',
    cursor: 'pointer',
  },
});

export const dialogSlotRecipe = defineSlotRecipe({
  className: 'r-dialog',
  slots: ['content', 'title', 'body', 'footer'],
  base: {
    content: {
      // The reset removes the UA's `margin: auto` that centres a modal <dialog>.
      m: 'auto',
      w: 'calc(100% - 2rem)',
      maxW: '32rem',
      p: '6',
      border: 'none',
      borderRadius: 'lg',
      bg: 'brand.surface',
      color: 'brand.text',
      boxShadow: '0 10px 30px rgba(0,0,0,0.25)',
      '&::backdrop': { bg: 'rgba(17, 24, 39, 0.6)' },
    },
    title: { fontSize: 'xl', fontWeight: 'bold', mb: '3' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', mb: '5' },
    footer: { display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' },
  },
});

export const alertSlotRecipe = defineSlotRecipe({
  className: 'r-alert',
  slots: ['root', 'content'],
  base: {
    root: { display: 'flex', gap: '3', p: '4', borderRadius: 'md', borderInlineStartWidth: '4px', mb: '4' },
    content: { flex: '1' },
  },
  variants: {
    tone: {
      info: { root: { bg: 'info.bg', color: 'info.fg', borderColor: 'info.fg' } },
      warning: { root: { bg: 'warning.bg', color: 'warning.fg', borderColor: 'warning.fg' } },
      error: { root: { bg: 'danger.bg', color: 'danger.fg', borderColor: 'danger.fg' } },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const progressSlotRecipe = defineSlotRecipe({
  className: 'r-progress',
  slots: ['root', 'label', 'track', 'range'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontSize: 'sm', color: 'brand.text' },
    track: { h: '2', borderRadius: 'full', bg: 'track', overflow: 'hidden' },
    range: { h: 'full', bg: 'brand.solid', transition: 'width 0.3s ease' },
  },
});

export const spinnerRecipe = defineRecipe({
  className: 'r-spinner',
  base: {
    display: 'inline-block',
    w: '1em',
    h: '1em',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineStartColor: 'transparent',
    borderBottomColor: 'transparent',
    borderRadius: 'full',
    animation: 'spin 0.8s linear infinite',
    _motionReduce: { animationDuration: '2.4s' },
  },
});

export const errorSummarySlotRecipe = defineSlotRecipe({
  className: 'r-error-summary',
  slots: ['root', 'title', 'list', 'link'],
  base: {
    root: {
      p: '4',
      mb: '6',
      borderWidth: '3px',
      borderStyle: 'solid',
      borderColor: 'danger.fg',
      borderRadius: 'md',
      bg: 'brand.surface',
      _focusVisible: focusRing,
      _focus: { outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
    },
    title: { fontSize: 'lg', fontWeight: 'bold', color: 'brand.text', mb: '2' },
    list: { listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '1' },
    link: { color: 'danger.fg', fontWeight: 'semibold', textDecoration: 'underline', _focusVisible: focusRing },
  },
});

export const listboxSlotRecipe = defineSlotRecipe({
  className: 'r-listbox',
  slots: ['root', 'option'],
  base: {
    root: {
      listStyle: 'none',
      m: '0',
      p: '1',
      mt: '1',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'md',
      bg: 'brand.surface',
      maxH: '18rem',
      overflowY: 'auto',
    },
    option: {
      px: '3',
      py: '2.5',
      borderRadius: 'sm',
      cursor: 'pointer',
      color: 'brand.text',
      '&[aria-selected=true]': { bg: 'brand.solid', color: 'brand.contrast' },
    },
  },
});

export const stepperSlotRecipe = defineSlotRecipe({
  className: 'r-stepper',
  slots: ['root', 'group', 'groupLabel', 'steps', 'step', 'marker'],
  base: {
    root: { listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '3' },
    group: { display: 'flex', flexDirection: 'column', gap: '1' },
    groupLabel: { display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold', color: 'brand.text' },
    steps: { listStyle: 'none', p: '0', m: '0', ps: '8', display: 'flex', flexDirection: 'column', gap: '1' },
    step: { color: 'fg.muted', '&[data-status=IN_PROGRESS]': { color: 'brand.text', fontWeight: 'semibold' } },
    marker: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '6',
      h: '6',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      fontSize: 'xs',
      '&[data-status=IN_PROGRESS]': { borderColor: 'brand.solid' },
      '&[data-status=COMPLETE]': { bg: 'brand.solid', borderColor: 'brand.solid', color: 'brand.contrast' },
    },
  },
});

/** Visually hidden, still read by screen readers. */
export const srOnlyRecipe = defineRecipe({
  className: 'r-sr-only',
  base: {
    position: 'absolute',
    w: '1px',
    h: '1px',
    p: '0',
    m: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: '0',
  },
});

/** Nested objects and arrays: a fieldset whose legend is the group title. */
export const groupSlotRecipe = defineSlotRecipe({
  className: 'r-group',
  slots: ['root', 'legend', 'title'],
  base: {
    root: { border: 'none', p: '0', m: '0', mb: '5', minW: '0' },
    legend: { fontWeight: 'semibold', mb: '2', p: '0' },
    title: { fontWeight: 'semibold' },
  },
});

export const arrayItemSlotRecipe = defineSlotRecipe({
  className: 'r-array-item',
  slots: ['root', 'body', 'remove', 'description'],
  base: {
    root: { display: 'flex', gap: '3', alignItems: 'flex-end' },
    body: { flex: '1' },
    remove: { mb: '5' },
    description: { color: 'fg.muted' },
  },
});

/** A positioned wrapper for a control with an overlay (typeahead list, currency sign). */
export const controlWrapSlotRecipe = defineSlotRecipe({
  className: 'r-control-wrap',
  slots: ['root', 'prefix'],
  base: {
    root: { position: 'relative' },
    prefix: { position: 'absolute', insetStart: '3', top: '50%', transform: 'translateY(-50%)' },
  },
});

export const passwordSlotRecipe = defineSlotRecipe({
  className: 'r-password',
  slots: ['row', 'strength', 'bars', 'verdict', 'rules'],
  base: {
    row: { display: 'flex', gap: '2', alignItems: 'stretch' },
    strength: { mt: '2' },
    bars: { display: 'flex', gap: '1' },
    verdict: { fontSize: 'sm', mt: '1.5', fontWeight: 'semibold' },
    rules: { fontSize: 'sm', ps: '5', m: '0', color: 'fg.muted' },
  },
});

/** One of the four strength segments: empty, filled, or filled with the accent when all rules are met. */
export const passwordBarRecipe = defineRecipe({
  className: 'r-password-bar',
  base: { flex: '1', h: '1.5', borderRadius: 'full', bg: 'track' },
  variants: { fill: { empty: {}, partial: { bg: 'brand.solid' }, full: { bg: 'brand.accent' } } },
  defaultVariants: { fill: 'empty' },
});

export const consentLinkRecipe = defineRecipe({
  className: 'r-consent-link',
  base: { color: 'brand.solid', textDecoration: 'underline' },
});

/** The manual address parts: a bare fieldset whose legend reads like a field label. */
export const addressSlotRecipe = defineSlotRecipe({
  className: 'r-address',
  slots: ['root', 'legend', 'error'],
  base: {
    root: { border: 'none', p: '0', m: '0', minW: '0' },
    legend: { mb: '2', p: '0' },
    error: { mb: '2' },
  },
});

/** An icon-sized close button in the corner of a banner or toast (44 px target). */
export const dismissButtonRecipe = defineRecipe({
  className: 'r-dismiss',
  base: { position: 'absolute', top: '1', right: '1', minW: '11', minH: '11', color: 'inherit', textDecoration: 'none', fontSize: 'xl' },
});

/** Space above an element that follows text (a link under a message, View All under a list). */
export const spaceAboveRecipe = defineRecipe({
  className: 'r-space-above',
  base: {},
  variants: { size: { sm: { mt: '2' }, lg: { mt: '6' } } },
  defaultVariants: { size: 'sm' },
});

/** A row of controls side by side (country select + phone number). */
export const controlRowRecipe = defineRecipe({
  className: 'r-control-row',
  base: { display: 'flex', gap: '2' },
});

/** A small muted line under a control (a character count). */
export const controlNoteRecipe = defineRecipe({
  className: 'r-control-note',
  base: { fontSize: 'sm', color: 'fg.muted', textAlign: 'end' },
});

/** The offer-choice field (product/select): term cards, the draw slider and the figures of the choice. */
export const offerChoiceSlotRecipe = defineSlotRecipe({
  className: 'r-offer-choice',
  slots: ['root', 'rate', 'slider', 'bounds', 'summary', 'term', 'def', 'total', 'note'],
  base: {
    root: { display: 'grid', gap: '2', mb: '5' },
    rate: { fontSize: 'sm', color: 'fg.muted', ms: 'auto', whiteSpace: 'nowrap' },
    slider: { width: '100%', minH: '11', accentColor: 'brand.solid', mt: '2', '&:focus-visible': focusRing },
    bounds: { display: 'flex', justifyContent: 'space-between', fontSize: 'sm', color: 'fg.muted', mb: '4' },
    summary: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gap: '2',
      p: '4',
      m: '0',
      borderRadius: 'lg',
      bg: 'brand.subtle',
      color: 'brand.text',
    },
    term: { m: '0' },
    def: { m: '0', textAlign: 'end', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
    total: { fontSize: 'lg', fontWeight: 'bold' },
    note: { fontSize: 'sm', color: 'fg.muted', mt: '2' },
  },
});

/** The slotPicker widget: days as a row of pill radios (scrolls sideways on a phone), then the day's times. */
export const slotPickerSlotRecipe = defineSlotRecipe({
  className: 'r-slot-picker',
  slots: ['root', 'legend', 'zone', 'group', 'groupLegend', 'days', 'day', 'times', 'time', 'control', 'taken', 'empty'],
  base: {
    root: { border: 'none', p: '0', m: '0', mb: '5', minW: '0' },
    legend: { fontWeight: 'semibold', color: 'brand.text', mb: '1', p: '0' },
    zone: { fontSize: 'sm', color: 'fg.muted', mb: '3' },
    group: { border: 'none', p: '0', m: '0', mb: '4', minW: '0' },
    groupLegend: { fontWeight: 'medium', color: 'brand.text', mb: '2', p: '0' },
    days: { display: 'flex', gap: '2', overflowX: 'auto', pb: '2', scrollSnapType: 'x proximity' },
    day: {
      position: 'relative',
      flexShrink: 0,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      minH: '14',
      minW: '20',
      px: '3',
      py: '2',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'lg',
      bg: 'brand.surface',
      color: 'brand.text',
      cursor: 'pointer',
      scrollSnapAlign: 'start',
      whiteSpace: 'nowrap',
      '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle', fontWeight: 'semibold' },
      '&:has(input:focus-visible)': focusRing,
    },
    times: { display: 'grid', gap: '2', gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))' },
    time: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      minH: '11',
      px: '2',
      py: '1',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'lg',
      bg: 'brand.surface',
      color: 'brand.text',
      cursor: 'pointer',
      '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle', fontWeight: 'semibold' },
      '&:has(input:focus-visible)': focusRing,
      '&:has(input:disabled)': { cursor: 'not-allowed', borderStyle: 'dashed', color: 'fg.muted' },
      '&:has(input[aria-invalid=true])': { borderColor: 'danger.fg' },
    },
    // The native radio stays in the page (keyboard, screen readers) but the card is what shows.
    control: { position: 'absolute', inset: '0', w: 'full', h: 'full', m: '0', opacity: '0', cursor: 'inherit' },
    taken: { fontSize: 'xs' },
    empty: { color: 'fg.muted' },
  },
});

/** The eSignature field: the document, the consent, the typed name and the date. */
export const eSignatureSlotRecipe = defineSlotRecipe({
  className: 'r-esign',
  slots: ['root', 'legend', 'region', 'hint', 'signature', 'date'],
  base: {
    root: { border: 'none', p: '0', m: '0', mb: '5', minW: '0', display: 'flex', flexDirection: 'column', gap: '3' },
    legend: { fontWeight: 'semibold', color: 'brand.text', mb: '2', p: '0' },
    region: {
      maxH: 'min(24rem, 60vh)',
      overflowY: 'auto',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'md',
      px: '4',
      py: '3',
      bg: 'brand.surface',
      _focusVisible: focusRing,
      '& h3, & h4': { fontWeight: 'bold', fontSize: 'md', mt: '3', mb: '2' },
      '& p': { mb: '3' },
      '& ul': { pl: '5', mb: '3', listStyleType: 'disc' },
    },
    hint: { fontSize: 'sm', color: 'fg.muted' },
    signature: { fontFamily: 'body', fontStyle: 'italic' },
    date: { fontSize: 'sm', color: 'brand.text' },
  },
});
