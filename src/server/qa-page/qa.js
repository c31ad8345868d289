// QA page enhancements (served as /__sandbox/qa.js; no inline script under the CSP):
// ask before a reset, and move focus to the result of the last action.
document.addEventListener('DOMContentLoaded', () => {
  for (const form of document.querySelectorAll('form[data-confirm]')) {
    form.addEventListener('submit', (event) => {
      if (!window.confirm(form.dataset.confirm)) event.preventDefault();
    });
  }
  const status = document.getElementById('qa-status');
  if (status && status.textContent.trim() !== '') status.focus();
});
