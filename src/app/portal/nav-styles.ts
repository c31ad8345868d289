// Styles shared by the signed-in navbar's menus. On phones the buttons show their icon only
// (the words stay for screen readers) and the popovers anchor to the header's edge, so two
// menus and the support phone fit one row at 390 px.

/** Media query below Chakra's md breakpoint (48em). */
export const ON_PHONE = '@media screen and (max-width: 47.99em)';

/** Visually hidden on phones, still part of the accessible name. */
export const srOnlyOnPhone = {
  [ON_PHONE]: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', borderWidth: '0' },
} as const;

/** Hidden on phones (the entry moves into the account menu there). */
export const hiddenOnPhone = { [ON_PHONE]: { display: 'none' } } as const;

/** Shown on phones only. */
export const phoneOnly = { display: 'none', [ON_PHONE]: { display: 'flex' } } as const;

/** A popover under its button on wide screens, under the header's right edge on phones. */
export const popover = {
  position: 'absolute',
  insetEnd: '0',
  top: 'calc(100% + 0.5rem)',
  zIndex: '1000',
  borderWidth: '1px',
  borderColor: 'track',
  borderRadius: 'md',
  bg: 'white',
  boxShadow: 'lg',
  whiteSpace: 'normal',
  textAlign: 'start',
  [ON_PHONE]: { insetEnd: '4', top: '100%' },
} as const;

/** The anchor of a popover: its button's box on wide screens, the header on phones. */
export const popoverAnchor = { position: 'relative', [ON_PHONE]: { position: 'static' } } as const;
