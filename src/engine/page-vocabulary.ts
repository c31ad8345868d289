// The names application page definitions may use: effects their buttons run, named page
// widgets and display formatters. Each name has code behind it (src/stores/page-effects.ts,
// src/app/pages/page-widgets.tsx, src/domain/display-formats.ts); flows:check rejects others.

/** Effects a page's button may run, in order. */
export const PAGE_EFFECTS = ['save', 'sendEvent', 'route', 'navigate', 'openModal', 'confirm', 'contactSupport', 'refresh', 'vendorRedirect'] as const;

/** Named page widgets: pages a component is unavoidable for (each documented in docs/definitions.md). */
export const PAGE_WIDGETS = ['disclosures', 'conditions'] as const;

/** Formatters a display row may name. */
export const DISPLAY_FORMATS = ['text', 'money', 'percent', 'date', 'maskedAccount', 'address', 'phone', 'name', 'years', 'rateType', 'yesNo', 'list', 'dateTime', 'liabilities'] as const;

export type PageEffectName = (typeof PAGE_EFFECTS)[number];
export type PageWidgetName = (typeof PAGE_WIDGETS)[number];
export type DisplayFormat = (typeof DISPLAY_FORMATS)[number];
