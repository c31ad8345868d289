// Native elements styled by the renderer's recipes (static CSS, see theme/styled.ts).
import { buttonRecipe, inputRecipe, selectRecipe, spinnerRecipe } from '../theme/recipes';
import { styled } from '../theme/styled';

/** A native <button> with the button recipe (variants solid | outline | link, fullWidth). */
export const Button = styled('button', buttonRecipe);
/** A native <a> that looks like a button. */
export const ButtonLink = styled('a', buttonRecipe);
/** A native <input> with the input recipe. */
export const Input = styled('input', inputRecipe);
/** A native <textarea> with the input recipe (height from its rows). */
export const Textarea = styled('textarea', inputRecipe, { defaultProps: { style: { paddingBlock: '0.5rem', resize: 'vertical' } } });
/** A native <select> (fast on phones) with the select recipe. */
export const Select = styled('select', selectRecipe);
/** A decorative spinner; pair it with visible text, it is aria-hidden. */
export const Spinner = styled('span', spinnerRecipe, { defaultProps: { 'aria-hidden': true } });
