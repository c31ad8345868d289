// The page's one h1, styled once for every page.
import { styled } from '../../renderer/theme/styled';
import { pageTitleRecipe } from './shell-recipes';

/** The page heading. */
export const PageTitle = styled('h1', pageTitleRecipe);
