// A page's 'Add to calendar' (its `calendar` key, decision 552): for a booked time, a Google
// Calendar and an Outlook link (each opens a new tab) and an .ics file to download, made by
// src/domain/calendar-links.ts from the instant the context holds. A kind the domain does not
// know shows seed 001 §8's 'Unsupported calendar type' in place of its link (flows:check refuses
// it first). Nothing is shown while the condition fails or the instant is missing.
import { observer } from 'mobx-react-lite';
import { CALENDAR_TYPES, calendarLink, type CalendarEvent } from '../../domain/calendar-links';
import { readPath } from '../../engine/context-paths';
import { BannerView } from '../../renderer';
import { styled } from '../../renderer/theme/styled';
import type { PageStore } from '../../stores/page-store';
import { useAppEnv } from '../app-env';
import { sayWith } from './page-parts';
import { calendarLinkRecipe, calendarListRecipe, panelRecipe, sectionTitleRecipe } from './page-recipes';

const Section = styled('section', panelRecipe);
const Title = styled('h2', sectionTitleRecipe);
const List = styled('ul', calendarListRecipe);
const Link = styled('a', calendarLinkRecipe);

/** The event of the page's calendar key, or undefined while it is not shown. */
export function pageCalendarEvent(store: PageStore, say: (text: string) => string): CalendarEvent | undefined {
  const def = store.page.calendar;
  if (def === undefined || !store.holds(def.when)) return undefined;
  const startsAt = readPath(store.context, def.startsAt);
  if (typeof startsAt !== 'string' || Number.isNaN(Date.parse(startsAt))) return undefined;
  const start = Date.parse(startsAt);
  return {
    title: say(def.title),
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + def.minutes * 60_000).toISOString(),
    ...(def.details ? { details: say(def.details) } : {}),
    uid: `${store.deps.uuid}-${store.page.route.replace(/\//g, '-')}@heloc`,
    stamp: new Date().toISOString(),
  };
}

export const CalendarLinksView = observer(function CalendarLinksView({ store }: { store: PageStore }) {
  const { t } = useAppEnv();
  const say = sayWith(t, store);
  const event = pageCalendarEvent(store, say);
  if (event === undefined) return null;
  const heading = t('msg:page.calendar.heading');
  const kinds = store.page.calendar?.kinds ?? CALENDAR_TYPES;
  const items = kinds.map((kind) => {
    try {
      const made = calendarLink(kind, event);
      if (kind === 'ics') {
        return (
          <li key={kind}>
            <Link href={`data:text/calendar;charset=utf-8,${encodeURIComponent(made)}`} download="notary-session.ics">
              {t('msg:page.calendar.ics')}
            </Link>
          </li>
        );
      }
      return (
        <li key={kind}>
          <Link href={made} target="_blank" rel="noopener noreferrer">
            {t(`msg:page.calendar.${kind}`)}
          </Link>
        </li>
      );
    } catch (error) {
      return (
        <li key={kind}>
          <BannerView banner={{ tone: 'error', message: error instanceof Error ? error.message : String(error) }} />
        </li>
      );
    }
  });
  return (
    <Section aria-label={heading} data-testid="page-calendar">
      <Title>{heading}</Title>
      <List>{items}</List>
    </Section>
  );
});
