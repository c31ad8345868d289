// The portal footer (seed 001 §2 'Footer and legal'): legal links, licensed states, support
// contact with hours, New York notices, numbered disclosures, company and NMLS. Every text comes
// from the brand definition or the message catalogue; the two lookups start after first paint.
import { useEffect, useState } from 'react';
import { operatingHours, stateLicenses } from '../../api/footer';
import { businessHoursText } from '../../domain/business-hours';
import { styled } from '../../renderer/theme/styled';
import { whenIdle } from '../../renderer/when-idle';
import { useAppEnv } from '../app-env';
import {
  footerHeadingRecipe,
  footerInnerRecipe,
  footerLinkRecipe,
  footerLinksRecipe,
  footerNoticesRecipe,
  footerNumberedRecipe,
  footerRecipe,
} from './shell-recipes';
import { legalLinks, licensedStatesText, privacyChoicesLink, supportPhone, telHref } from './footer-rules';

const Root = styled('footer', footerRecipe);
const Inner = styled('div', footerInnerRecipe);
const LinkList = styled('ul', footerLinksRecipe);
const Link = styled('a', footerLinkRecipe);
const Heading = styled('h2', footerHeadingRecipe);
const Numbered = styled('ol', footerNumberedRecipe);
const Notices = styled('section', footerNoticesRecipe);

/** The brand's legal footer. */
export function Footer() {
  const { brand, t } = useAppEnv();
  // undefined while loading or after a failure: the states line then shows the quiet fallback.
  const [states, setStates] = useState<string[] | undefined>(undefined);
  const [hours, setHours] = useState('');

  useEffect(() => {
    let live = true;
    // When idle, so the lookups never compete with the first step's first frame.
    const cancel = whenIdle(() => {
      stateLicenses(brand.orgCode).then(
        (s) => live && setStates(s),
        () => undefined,
      );
      operatingHours(brand.orgCode).then(
        (week) => live && setHours(businessHoursText(week)),
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [brand.orgCode]);

  const phone = supportPhone(brand);
  // {phone} is left in the wording and replaced by a tel: link where the brand's text puts it.
  const [before = '', after] = t('msg:footer.supportContact', { email: brand.support.email }).split('{phone}', 2);
  const privacy = privacyChoicesLink(brand, t);
  const nyNotices = brand.footer?.nyNotices ?? [];
  const disclosures = brand.footer?.disclosures ?? [];
  return (
    <Root>
      <Inner>
        <nav aria-label={t('msg:footer.legalLabel')}>
          <LinkList>
            {legalLinks(brand, t).map((l) => (
              <li key={l.href + l.label}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
            <li>
              <Link href={privacy.href}>{privacy.label}</Link>
            </li>
          </LinkList>
        </nav>
        <p>
          {before}
          {after !== undefined ? <Link href={telHref(phone)}>{phone}</Link> : null}
          {after}
          {hours ? ` ${t('msg:footer.supportHours', { hours })}` : null}
        </p>
        <p data-testid="licensed-states">{licensedStatesText(states, t)}</p>
        {nyNotices.length > 0 ? (
          <Notices aria-labelledby="footer-ny">
            <Heading id="footer-ny">{t('msg:footer.nyNoticesTitle')}</Heading>
            {nyNotices.map((n, i) => (
              <p key={i}>{t(n)}</p>
            ))}
          </Notices>
        ) : null}
        {disclosures.length > 0 ? (
          <Notices aria-labelledby="footer-disclosures">
            <Heading id="footer-disclosures">{t('msg:footer.disclosuresTitle')}</Heading>
            <Numbered>
              {disclosures.map((d, i) => (
                <li key={i}>{t(d)}</li>
              ))}
            </Numbered>
          </Notices>
        ) : null}
        <p>
          {t('msg:footer.company')} · {t('msg:footer.nmls')} ·{' '}
          <Link href={brand.company.nmlsUrl} target="_blank" rel="noopener noreferrer">
            {t('msg:footer.nmlsLink')}
          </Link>
        </p>
      </Inner>
    </Root>
  );
}
