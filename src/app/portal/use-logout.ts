// Logging out (seed 001 §2, §4, §7, §9): on the survey-on-leave routes the exit survey opens
// first, once per browser session; after it is sent or skipped the logout runs 750 ms later.
// The identity broker answers where to go; on any failure the sign-in page. The token is
// cleared either way, and so is every registration draft.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { logoutAtBroker } from '../../api/account';
import { session } from '../../api/session';
import { clearAllDrafts } from '../../stores/draft';
import { LOGIN_FALLBACK, SURVEY_LOGOUT_DELAY_MS, logoutTarget, surveyOnLeaveApplies } from '../../domain/account-nav';

/** Session storage key remembering that the exit survey was shown in this browser session. */
export const SURVEY_SHOWN_KEY = 'heloc-leave-survey-shown';

function surveyShown(): boolean {
  try {
    return sessionStorage.getItem(SURVEY_SHOWN_KEY) !== null;
  } catch {
    return true; // no storage: never risk showing it on every logout
  }
}

function markSurveyShown(): void {
  try {
    sessionStorage.setItem(SURVEY_SHOWN_KEY, String(Date.now()));
  } catch {
    // private mode: the in-memory phase still shows it only for this logout
  }
}

export type LogoutPhase = 'idle' | 'survey' | 'leaving';

/** The logout flow; `leave` navigates away (injectable for tests). */
export function useLogout(kind: 'customer' | 'agent', leave: (url: string) => void) {
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<LogoutPhase>('idle');
  // Whether this logout went through the survey (its dialog stays mounted, closed, while leaving).
  const [surveyed, setSurveyed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const finish = useCallback(async () => {
    setPhase('leaving');
    let target = LOGIN_FALLBACK;
    try {
      target = logoutTarget((await logoutAtBroker(kind)).redirect);
    } catch {
      // seed 001 §7: on failure fall back to the sign-in page
    }
    session.clear();
    // A shared device keeps no one's registration answers after they log out.
    clearAllDrafts(localStorage, sessionStorage);
    leave(target);
  }, [kind, leave]);

  /** Log out pressed: the survey first where it applies and was not shown yet. */
  const start = useCallback(() => {
    if (surveyOnLeaveApplies(pathname) && !surveyShown()) {
      markSurveyShown();
      setSurveyed(true);
      setPhase('survey');
    } else void finish();
  }, [pathname, finish]);

  /** The survey was sent or skipped: log out after the seed's delay. */
  const afterSurvey = useCallback(() => {
    setPhase('leaving');
    timer.current = setTimeout(() => void finish(), SURVEY_LOGOUT_DELAY_MS);
  }, [finish]);

  /** Escape on the survey: the user changed their mind; stay signed in. */
  const cancel = useCallback(() => {
    setPhase('idle');
    setSurveyed(false);
  }, []);

  return { phase, surveyed, start, afterSurvey, cancel };
}
