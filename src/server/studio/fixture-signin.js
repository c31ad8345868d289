// The flow studio's fixture sign-in (served as /__sandbox/studio/fixture.js, sandbox only; not named fixture.js, which imports of ./fixture would find first): the
// fixture applicant's token goes where the app keeps a session, then the frame opens the application.
const el = document.getElementById('fixture');
localStorage.setItem('jwt', el.dataset.jwt);
location.replace(el.dataset.to);
