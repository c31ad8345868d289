// The page's one h1, styled once for every page. After a navigation it takes keyboard focus
// (tabIndex -1: focusable by script, never a tab stop), so a screen reader reads the new page's
// heading instead of leaving the applicant on <body> (src/app/shell/page-focus.ts).
import { useRef, type ReactNode } from 'react';
import { styled } from '../../renderer/theme/styled';
import { useFocusOnPageChange } from './page-focus';
import { pageTitleRecipe } from './shell-recipes';

const Heading = styled('h1', pageTitleRecipe);

/** The page heading. */
export function PageTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useFocusOnPageChange(ref);
  return (
    <Heading ref={ref} tabIndex={-1}>
      {children}
    </Heading>
  );
}
