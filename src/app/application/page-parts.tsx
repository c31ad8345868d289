// The pieces every application page kind shares: paragraphs, read-only rows of server data,
// the error with Try again, the support panel and the buttons. Wording comes from the page
// definition; `{application.loanNumber}`-style placeholders read the page's context.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDisplay } from '../../domain/display-formats';
import { readPath } from '../../engine/context-paths';
import { interpolate, type MessageVars, type Translate } from '../../engine/messages';
import type { ConditionEvaluator } from '../../engine/conditions';
import type { DisplayRow } from '../../engine/page-types';
import { visibleRows } from '../../engine/pages';
import { BannerView } from '../../renderer';
import { styled } from '../../renderer/theme/styled';
import { Button } from '../../renderer/ui/primitives';
import type { PageStore } from '../../stores/page-store';
import { useAppEnv } from '../app-env';
import { RESULT_ATTR } from '../shell/page-focus';
import { buttonsRecipe, defRecipe, leadRecipe, panelRecipe, paraRecipe, retryRecipe, rowsRecipe, sectionHeadRecipe, sectionTitleRecipe, termRecipe } from './page-recipes';

/** Placeholder values read from the context by dotted name ({application.loanNumber}). */
export function contextVars(store: PageStore): MessageVars {
  const ctx = store.context;
  return new Proxy({} as Record<string, string>, {
    get: (_, name) => {
      if (typeof name !== 'string' || name.startsWith('brand.')) return undefined;
      const v = readPath(ctx, name);
      return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
    },
  }) as MessageVars;
}

const Lead = styled('p', leadRecipe);
const Para = styled('p', paraRecipe);
const Rows = styled('dl', rowsRecipe);
const Term = styled('dt', termRecipe);
const Def = styled('dd', defRecipe);
const Buttons = styled('div', buttonsRecipe);
const Section = styled('section', panelRecipe);
const SectionHead = styled('div', sectionHeadRecipe);
const SectionTitle = styled('h2', sectionTitleRecipe);
const Support = styled('div', panelRecipe);
const Retry = styled(Button, retryRecipe);

/** Translates a page text, then fills what the brand left open from the context ({application.loanNumber}). */
export function sayWith(t: Translate, store: PageStore): (text: string) => string {
  const vars = contextVars(store);
  return (text) => interpolate(t(text), vars);
}

/** Lead and body paragraphs whose conditions hold. */
export const PageText = observer(function PageText({ store }: { store: PageStore }) {
  const { t } = useAppEnv();
  const say = sayWith(t, store);
  const page = store.page;
  return (
    <>
      {page.lead ? <Lead>{say(page.lead)}</Lead> : null}
      {/* Each text is marked, so an action that stays on the page can focus the one it changed (page-focus.ts). */}
      {(page.body ?? []).filter((b) => store.holds(b.when)).map((b) =>
        b.tone ? (
          <div key={b.text} {...{ [RESULT_ATTR]: b.text }} style={{ display: 'contents' }}>
            <BannerView banner={{ tone: b.tone, message: say(b.text) }} />
          </div>
        ) : (
          <Para key={b.text} {...{ [RESULT_ATTR]: b.text }}>
            {say(b.text)}
          </Para>
        ),
      )}
    </>
  );
});

/** Rows whose conditions hold, labelled and formatted (a coded value through the row's labels); empty ones left out. */
function shownRows(store: PageStore, rows: readonly DisplayRow[] | undefined, t: Translate, evaluate: ConditionEvaluator): { label: string; text: string }[] {
  return visibleRows(store.deps.loaded.file, rows, store.context, evaluate)
    .map(({ row, value }) => {
      const coded = typeof value === 'string' ? row.labels?.[value] : undefined;
      return { label: t(row.label), text: coded !== undefined ? t(coded) : formatDisplay(row.format, value) };
    })
    .filter((r) => r.text !== '');
}

/** Review sections: a heading, the answers and an Edit link to the page that asked them. */
export const SummarySections = observer(function SummarySections({ store, uuid }: { store: PageStore; uuid: string }) {
  const { t, evaluate } = useAppEnv();
  const sections = (store.page.summary ?? []).filter((s) => store.holds(s.when));
  if (sections.length === 0) return null;
  return (
    <div data-testid="page-summary">
      {sections.map((s) => {
        const rows = shownRows(store, s.rows, t, evaluate);
        const title = t(s.title);
        return (
          <Section key={s.title} aria-label={title}>
            <SectionHead>
              <SectionTitle>{title}</SectionTitle>
              {s.edit ? (
                <Link to={`/account/heloc/${encodeURIComponent(uuid)}/${s.edit.to}`} aria-label={`${t(s.edit.label)}: ${title}`}>
                  {t(s.edit.label)}
                </Link>
              ) : null}
            </SectionHead>
            <Rows>
              {rows.map((r) => (
                <div key={r.label} style={{ display: 'contents' }}>
                  <Term>{r.label}</Term>
                  <Def>{r.text}</Def>
                </div>
              ))}
            </Rows>
          </Section>
        );
      })}
    </div>
  );
});

/** The page's read-only server values, each through its named formatter; empty values are left out. */
export const DisplayRows = observer(function DisplayRows({ store }: { store: PageStore }) {
  const { t, evaluate } = useAppEnv();
  const rows = shownRows(store, store.page.display, t, evaluate);
  if (rows.length === 0) return null;
  return (
    <Rows data-testid="page-display">
      {rows.map((r) => (
        <div key={r.label} style={{ display: 'contents' }} {...{ [RESULT_ATTR]: r.label }}>
          <Term>{r.label}</Term>
          <Def>{r.text}</Def>
        </div>
      ))}
    </Rows>
  );
});

/** A failed action's message with Try again (the same answers, the same idempotency key). */
export const PageError = observer(function PageError({ store, onResult }: { store: PageStore; onResult: (r: Awaited<ReturnType<PageStore['run']>>) => void }) {
  const { t } = useAppEnv();
  if (!store.error) return null;
  const failed = store.failed;
  return (
    <div>
      <BannerView banner={{ tone: 'error', message: store.error }} />
      {store.errorNext ? <Para data-testid="page-error-next">{store.errorNext}</Para> : null}
      {failed ? (
        <Retry type="button" onClick={() => void store.run(failed).then(onResult)}>
          {t('msg:common.retry')}
        </Retry>
      ) : null}
    </div>
  );
});

/** How to reach support, shown when a Contact support button is pressed. */
export const SupportPanel = observer(function SupportPanel({ store }: { store: PageStore }) {
  const { t, brand } = useAppEnv();
  if (!store.supportShown) return null;
  return (
    <Support after role="region" aria-label={t('msg:page.action.contactSupport')} tabIndex={-1} ref={(el: HTMLElement | null) => el?.focus()}>
      <Para>{t('msg:page.support.intro')}</Para>
      <Para>
        <a href={`tel:${brand.support.phone.replace(/[^0-9+]/g, '')}`}>{brand.support.phone}</a>
        {' · '}
        <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a>
      </Para>
    </Support>
  );
});

/** The page's buttons (the form's submit button excluded: the form draws it). */
export const PageButtons = observer(function PageButtons({ store, onResult }: { store: PageStore; onResult: (r: Awaited<ReturnType<PageStore['run']>>) => void }) {
  const { t } = useAppEnv();
  // Labels may name what they act on ({application.coDeeders.0.firstName}).
  const say = sayWith(t, store);
  const actions = store.actions.filter((a) => !a.submit);
  if (actions.length === 0) return null;
  return (
    <Buttons>
      {actions.map((a) => (
        <Button
          key={a.label}
          type="button"
          variant={a.primary ? 'solid' : 'outline'}
          disabled={store.busy !== null}
          aria-busy={store.busy === a}
          onClick={() => void store.run(a).then(onResult)}
        >
          {say(a.label)}
        </Button>
      ))}
    </Buttons>
  );
});
