// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  BannerView,
  ModalView,
  ProgressBar,
  SAMPLE_BRAND_TOKENS,
  Stepper,
  SubmitButton,
  applyBrandTheme,
  contrastRatio,
} from '../../src/renderer';

// Statically styled (theme/styled.ts): they render without any provider.
const wrap = (ui: ReactNode) => render(<>{ui}</>);

describe('SubmitButton', () => {
  it("defaults to 'Continue'", () => {
    wrap(<SubmitButton />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it("while loading shows 'Submitting' and is disabled", () => {
    wrap(<SubmitButton label="Next" loading />);
    const button = screen.getByRole('button', { name: 'Submitting' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes a custom loading text and a disabled flag', () => {
    const { rerender } = wrap(<SubmitButton loading loadingText="Checking" />);
    expect(screen.getByRole('button', { name: 'Checking' })).toBeDisabled();
    rerender(
      <SubmitButton disabled />,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('BannerView', () => {
  it('announces errors as alerts and other tones as status', () => {
    wrap(
      <>
        <BannerView banner={{ tone: 'error', message: 'We are unable to process your application at this time.' }} />
        <BannerView banner={{ tone: 'warning', message: 'Post-disaster inspection required.' }} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We are unable to process your application at this time.');
    expect(screen.getByRole('status')).toHaveTextContent('Post-disaster inspection required.');
  });
});

describe('ProgressBar', () => {
  it('is a labelled progressbar with its value', () => {
    wrap(<ProgressBar label="Registration progress" value={2} max={7} valueText="Step 2 of 7" />);
    const bar = screen.getByRole('progressbar', { name: 'Registration progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '7');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 7');
  });
});

describe('Stepper', () => {
  it('lists groups and sub-steps with spoken statuses and marks the current step', () => {
    wrap(
      <Stepper
        label="Registration progress"
        groups={[
          { id: 'property', label: 'Property Info', status: 'COMPLETE', steps: [{ id: 'index', label: 'Address', status: 'COMPLETE' }] },
          {
            id: 'personal',
            label: 'Personal Info',
            status: 'IN_PROGRESS',
            steps: [
              { id: 'legal-name', label: 'Name', status: 'IN_PROGRESS' },
              { id: 'birthdate', label: 'Birthdate', status: 'INITIAL' },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Registration progress' })).toBeInTheDocument();
    expect(screen.getByText('Property Info').parentElement).toHaveTextContent('completed');
    const current = screen.getByText('Name').closest('li');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Birthdate').closest('li')).toHaveTextContent('not started');
  });
});

describe('ModalView', () => {
  const modal = {
    title: 'Account already exists',
    body: ['An account with this e-mail exists.'],
    actions: [
      { label: 'Login', kind: 'navigate' as const, to: '/auth/login', primary: true },
      { label: 'Close', kind: 'close' as const },
    ],
  };

  it('shows title, paragraphs and actions, routing navigate links through onAction', async () => {
    const onAction = vi.fn();
    wrap(<ModalView modal={modal} open onAction={onAction} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Account already exists', hidden: true });
    expect(dialog).toHaveTextContent('An account with this e-mail exists.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Login', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onAction.mock.calls.map((c) => c[0].label)).toEqual(['Login', 'Close']);
  });

  it('rotates the processing messages every intervalMs in a status region', () => {
    vi.useFakeTimers();
    try {
      wrap(
        <ModalView
          modal={{ title: 'Processing', body: [], actions: [], rotating: { messages: ['Checking your details', 'Almost there'], intervalMs: 3000, timeoutMs: 30000 } }}
          open
          onAction={() => {}}
          onClose={() => {}}
        />,
      );
      const status = screen.getByRole('status', { hidden: true });
      expect(status).toHaveTextContent('Checking your details');
      act(() => void vi.advanceTimersByTime(3000));
      expect(status).toHaveTextContent('Almost there');
      expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '3000');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('brand theme', () => {
  it('sets the brand variables on <html> and ignores unknown tokens', () => {
    applyBrandTheme({ primary: '#004488', primaryContrast: '#ffffff', logo: 'x.svg' });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-primary')).toBe('#004488');
    expect(style.getPropertyValue('--brand-primary-contrast')).toBe('#ffffff');
    expect(style.getPropertyValue('--brand-logo')).toBe('');
  });

  it('the sample tokens and fixed neutrals pass WCAG AA', () => {
    const t = SAMPLE_BRAND_TOKENS;
    expect(contrastRatio(t['brand-primary-contrast'], t['brand-primary'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['brand-text'], t['brand-surface'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['brand-primary'], t['brand-surface'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['brand-accent'], t['brand-surface'])).toBeGreaterThanOrEqual(3);
    for (const [fg, bg] of [
      ['#4b5563', '#ffffff'],
      ['#b91c1c', '#ffffff'],
      ['#b91c1c', '#fef2f2'],
      ['#854d0e', '#fefce8'],
      ['#1e40af', '#eff6ff'],
    ] as const) {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    }
    // Input borders and the unselected card outline are UI parts: 3:1.
    expect(contrastRatio('#6b7280', '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
