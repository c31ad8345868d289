// Native elements styled by the renderer's recipes. chakra(tag, recipe) adds only the
// variant props; nothing from ark-ui or zag is pulled in.
import { chakra } from '@chakra-ui/react';
import { buttonRecipe, inputRecipe, selectRecipe, spinnerRecipe } from '../theme/recipes';

/** A native <button> with the button recipe (variants solid | outline | link, fullWidth). */
export const Button = chakra('button', buttonRecipe);
/** A native <a> that looks like a button. */
export const ButtonLink = chakra('a', buttonRecipe);
/** A native <input> with the input recipe. */
export const Input = chakra('input', inputRecipe);
/** A native <textarea> with the input recipe (height from its rows). */
export const Textarea = chakra('textarea', inputRecipe, { defaultProps: { style: { paddingBlock: '0.5rem', resize: 'vertical' } } });
/** A native <select> (fast on phones) with the select recipe. */
export const Select = chakra('select', selectRecipe);
/** A decorative spinner; pair it with visible text, it is aria-hidden. */
export const Spinner = chakra('span', spinnerRecipe, { defaultProps: { 'aria-hidden': true } });
