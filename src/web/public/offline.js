// The offline page in the member's language: the app's stored choice (lib/i18n.ts), else the browser's.
(() => {
  let language = 'fr';
  try {
    language = localStorage.getItem('sankofa.language') || (navigator.language || 'fr').slice(0, 2);
  } catch {
    // Storage blocked: French.
  }
  const sections = document.querySelectorAll('[data-language]');
  const chosen = [...sections].find((section) => section.dataset.language === language);
  if (chosen) {
    for (const section of sections) section.hidden = section !== chosen;
    document.documentElement.lang = language;
    document.title = `Sankofa · ${chosen.querySelector('h1').textContent}`;
  }
  for (const retry of document.querySelectorAll('[data-retry]'))
    retry.addEventListener('click', () => location.reload());
})();
