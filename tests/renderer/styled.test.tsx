// @vitest-environment happy-dom
// Static styling: components join the class names whose CSS `npm run gen` generated.
import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { buttonRecipe, alertSlotRecipe, passwordBarRecipe } from '../../src/renderer/theme/recipes';
import { cx, defineRecipe, recipeClass, slotClasses, styled } from '../../src/renderer/theme/styled';

describe('recipeClass', () => {
  it('gives the base class plus one class per variant, defaults applied', () => {
    expect(recipeClass(buttonRecipe)).toBe('r-button r-button--variant-solid r-button--fullWidth-false');
    expect(recipeClass(buttonRecipe, { variant: 'link', fullWidth: true })).toBe('r-button r-button--variant-link r-button--fullWidth-true');
    expect(recipeClass(passwordBarRecipe, { fill: 'full' })).toBe('r-password-bar r-password-bar--fill-full');
  });

  it('gives only the base class for a recipe without variants', () => {
    expect(recipeClass(defineRecipe({ className: 'x', base: { color: 'red' } }))).toBe('x');
  });
});

describe('slotClasses', () => {
  it('gives each slot its class with the variant suffix', () => {
    expect(slotClasses(alertSlotRecipe, { tone: 'error' })).toEqual({
      root: 'r-alert__root r-alert__root--tone-error',
      content: 'r-alert__content r-alert__content--tone-error',
    });
    expect(slotClasses(alertSlotRecipe).root).toBe('r-alert__root r-alert__root--tone-info');
  });
});

describe('styled', () => {
  it('renders the native element with the recipe classes, consuming variant props and keeping the rest', () => {
    const Button = styled('button', buttonRecipe);
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="outline" className="extra" type="button" aria-label="Go">
        Go
      </Button>,
    );
    const el = screen.getByRole('button', { name: 'Go' });
    expect(el.className).toBe('r-button r-button--variant-outline r-button--fullWidth-false extra');
    expect(el.hasAttribute('variant')).toBe(false);
    expect(ref.current).toBe(el);
  });

  it('applies default props', () => {
    const Spinner = styled('span', defineRecipe({ className: 'spin' }), { defaultProps: { 'aria-hidden': true } });
    const { container } = render(<Spinner />);
    expect(container.querySelector('span.spin')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('cx skips empty names', () => {
    expect(cx('a', false, undefined, '', 'b')).toBe('a b');
  });
});
