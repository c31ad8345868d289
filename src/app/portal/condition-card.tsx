// One condition of the lender's (seed 001 §3): its category, what the category asks, the lender's
// notes and the documents it names, its words to the applicant (a rejection's reason), when it
// was asked and its status, and — when it needs the applicant and the page gives one — the link
// to the page that answers it. Shared by the application's conditions page (the `conditions`
// page widget) and the additional signer's list (/heloc-signer/conditions). Static recipes
// only, so it renders with or without Chakra's runtime. Tenant text is rendered as text.
import { Link } from 'react-router-dom';
import { conditionDate, conditionStatusKey, type SignerCondition } from '../../domain/conditions';
import { alertSlotRecipe, srOnlyRecipe } from '../../renderer/theme/recipes';
import { slotClasses, styled } from '../../renderer/theme/styled';
import { useAppEnv } from '../app-env';
import { conditionActionRecipe, conditionCardRecipe, conditionDetailsRecipe, docNoteRecipe, documentListRecipe, documentTitleRecipe } from './document-recipes';

const Card = styled('li', conditionCardRecipe);
const Title = styled('h3', documentTitleRecipe);
const Details = styled('dl', conditionDetailsRecipe);
const Note = styled('p', docNoteRecipe);
const List = styled('ol', documentListRecipe);

/** The list of cards (an ordered list: oldest first). */
export function ConditionCards({ conditions, hrefOf }: { conditions: readonly SignerCondition[]; hrefOf?: (c: SignerCondition) => string | undefined }) {
  return (
    <List style={{ gap: '0.75rem' }} data-testid="condition-list">
      {conditions.map((c) => (
        <ConditionCard key={c.uuid} condition={c} href={hrefOf?.(c)} />
      ))}
    </List>
  );
}

/** One card; `href` is the page that answers it (shown while it needs the applicant). */
export function ConditionCard({ condition, href }: { condition: SignerCondition; href?: string | undefined }) {
  const { t } = useAppEnv();
  const day = conditionDate(condition);
  const done = !condition.actionNeeded && condition.status !== 'SUBMITTED';
  const comment = slotClasses(alertSlotRecipe, { tone: condition.status === 'REJECTED' ? 'warning' : 'info' });
  return (
    <Card done={done} data-condition={condition.category} data-status={condition.status}>
      <Title>{t(`msg:signer.conditions.category.${condition.category}`)}</Title>
      <p>{t(`msg:signer.conditions.ask.${condition.category}`)}</p>
      {condition.notes !== '' && <p>{condition.notes}</p>}
      {condition.requestDocuments.length > 0 && (
        <Note>
          {t('msg:signer.conditions.requestDocuments')} {condition.requestDocuments.join(', ')}
        </Note>
      )}
      {condition.commentsToBorrower !== '' && (
        <div className={comment.root} style={{ marginBottom: 0 }}>
          <p className={comment.content}>
            <strong>{t('msg:signer.conditions.comments')}</strong> {condition.commentsToBorrower}
          </p>
        </div>
      )}
      <Details>
        {day !== '' && (
          <>
            <dt>{t('msg:signer.conditions.requested')}</dt>
            <dd>
              <time dateTime={condition.created}>{day}</time>
            </dd>
          </>
        )}
        <dt>{t('msg:signer.conditions.status')}</dt>
        <dd style={{ fontWeight: condition.actionNeeded ? 600 : 400 }}>{t(`msg:signer.conditions.status.${conditionStatusKey(condition.status)}`)}</dd>
      </Details>
      {condition.actionNeeded && href !== undefined && (
        <Link className={conditionActionRecipe.className} to={href}>
          {t(`msg:signer.conditions.action.${condition.action}`)}
          <span className={srOnlyRecipe.className}> {t('msg:signer.conditions.actionFor', { category: t(`msg:signer.conditions.category.${condition.category}`) })}</span>
        </Link>
      )}
    </Card>
  );
}
