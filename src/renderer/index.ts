// The renderer's public face: the app imports from here only.
export { StepForm, placeErrors, type StepErrors, type StepFormProps } from './step-form';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { ModalView, type ModalViewProps } from './modal-view';
export { BannerView, type BannerViewProps } from './banner-view';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Stepper, type StepperGroup, type StepperProps, type StepStatus } from './stepper';
// Chakra's run-time provider and system (theme/provider.tsx, theme/system.ts) are imported
// directly by the portal pages that need them, so registration never loads them.
export { applyBrandTheme, SAMPLE_BRAND_TOKENS } from './theme/brand';
export { contrastRatio } from './theme/contrast';
export { widgets } from './widgets';
export { formReady } from './form-ready';
export { templates } from './templates';
export { fields } from './rjsf/default-registry';
export { CHROME_TEXT, type ChromeKey, type Translate } from './chrome-text';
export type { AddressSuggestion, RendererFormContext } from './form-context';
