// Build alias target for 'markdown-to-jsx' and 'markdown-to-jsx/react' (86 KB min in rjsf's
// default registry). Our templates render descriptions as text; should a core rjsf part still
// ask for Markdown, it gets the source as plain text, which is also the safe way to show tenant text.
import type { ReactNode } from 'react';

/** Renders the markdown source as plain text. */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

/** markdown-to-jsx's compile function, as text. */
export function compiler(markdown: string): ReactNode {
  return markdown;
}

export default Markdown;
