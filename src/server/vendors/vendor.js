// The sandbox vendor pages' script (served as /__vendor/vendor.js; no inline script under the
// CSP): a submitted form's button shows it is working and cannot be pressed twice; an error
// message takes focus so screen readers read it.
document.addEventListener('DOMContentLoaded', () => {
  for (const form of document.querySelectorAll('form')) {
    form.addEventListener('submit', () => {
      const button = form.querySelector('button[type=submit]');
      if (!button) return;
      if (form.dataset.busy) button.textContent = form.dataset.busy;
      button.setAttribute('aria-disabled', 'true');
      form.addEventListener('submit', (e) => e.preventDefault());
    });
  }
  const error = document.getElementById('vendor-error');
  if (error) error.focus();
});
