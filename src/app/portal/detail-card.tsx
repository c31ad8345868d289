// A titled card with a list of term/value lines, shared by the offer panel and the property card.
import { useId, type ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

const Card = chakra('section', { base: { p: '4', borderWidth: '1px', borderColor: 'track', borderRadius: 'lg', bg: 'white' } });
const Heading = chakra('h2', { base: { fontSize: 'lg', fontWeight: 'bold', mb: '3' } });
const List = chakra('dl', { base: { display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', rowGap: '2', columnGap: '4', m: '0' } });

/** One line of a card. */
export interface DetailLine {
  readonly label: string;
  readonly value: ReactNode;
  readonly testId: string;
}

/** A section labelled by its h2 with the lines as a description list. */
export function DetailCard({ title, lines, testId }: { title: string; lines: readonly DetailLine[]; testId: string }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} data-testid={testId}>
      <Heading id={headingId}>{title}</Heading>
      <List>
        {lines.map((line) => (
          <chakra.div key={line.testId} display="contents">
            <chakra.dt color="fg.muted">{line.label}</chakra.dt>
            <chakra.dd m="0" fontWeight="semibold" data-testid={line.testId} overflowWrap="anywhere">
              {line.value}
            </chakra.dd>
          </chakra.div>
        ))}
      </List>
    </Card>
  );
}
